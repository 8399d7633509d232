/**
 * The Content-Security-Policy of a built site, derived from what the build really contains: the
 * hashes of its inline scripts and the origins its configuration makes the browser talk to.
 * Kept free of Docusaurus imports so that unit tests and scripts can use it directly.
 */
import {createHash} from 'node:crypto';

/** Inline `<script>` elements without `src` whose type makes the browser execute them. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE_TYPES.has(type)) continue; // JSON-LD and other data blocks never run
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

export interface PolicyInputs {
  /** Hashes of every inline script of every page (duplicates are fine). */
  scriptHashes: Iterable<string>;
  /** Absolute URLs the pages POST to (survey webhook, starter submissions); '' when unset. */
  endpoints: string[];
  analytics: boolean;
  docsearch: boolean;
}

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

export function buildPolicy({scriptHashes, endpoints, analytics, docsearch}: PolicyInputs): string {
  const connect = new Set(["'self'"]);
  for (const origin of endpoints.map(originOf)) if (origin) connect.add(origin);
  const scripts = new Set(["'self'"]);
  // No 'unsafe-eval': a page never evaluates code. The live examples and the playground run a
  // reader's edited code in the sandboxed live-example frame, a document with its own policy
  // (src/plugins/live-frame). Inline scripts stay restricted to known hashes.
  // The local search (Pagefind) compiles its WebAssembly in the browser, which needs this narrower source.
  scripts.add("'wasm-unsafe-eval'");
  for (const hash of [...new Set(scriptHashes)].sort()) scripts.add(hash);
  const images = new Set(["'self'", 'data:']);
  if (analytics) {
    scripts.add('https://www.googletagmanager.com');
    for (const host of [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ]) {
      connect.add(host);
      images.add(host);
    }
  }
  if (docsearch) {
    for (const host of ['https://*.algolia.net', 'https://*.algolianet.com', 'https://*.algolia.io']) connect.add(host);
  }
  return [
    "default-src 'self'",
    `script-src ${[...scripts].join(' ')}`,
    // Code highlighting and component previews set style attributes in the server-rendered HTML.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${[...images].join(' ')}`,
    "font-src 'self' data:",
    `connect-src ${[...connect].join(' ')}`,
    "worker-src 'self' blob:",
    // The live-example frame, a document of the site; nothing else is embedded.
    "frame-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
