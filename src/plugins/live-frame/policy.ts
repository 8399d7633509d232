/**
 * The Content-Security-Policy of the live-example frame (`/live-frame/`), the one document of the site
 * that may evaluate code: a reader's edited example is compiled and run there with `new Function`.
 * The frame is loaded with `sandbox="allow-scripts"` and no `allow-same-origin`, so that code runs
 * in an opaque origin, away from the pages' storage and cookies; everything else stays as strict as
 * on the pages: no other host, no plug-ins, no forms, only the site's own script.
 */
const FRAME_DIRECTIVES = [
  "default-src 'none'",
  "script-src 'self' 'unsafe-eval'",
  // The frame's styles are inline in its document, and examples set style attributes.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
];

/** What the frame's own `<meta http-equiv>` sets (a meta policy cannot say who may frame it). */
export const framePolicy = (): string => FRAME_DIRECTIVES.join('; ');

/** What a server sends with the frame: the same, and only the site's pages may embed it. */
export const frameHeaderPolicy = (): string => [...FRAME_DIRECTIVES, "frame-ancestors 'self'"].join('; ');
