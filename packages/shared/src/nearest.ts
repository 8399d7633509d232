/**
 * The pages an unknown address most likely meant, from the site's routes: the same path in another
 * case or with `.html`, `/index` or a trailing slash; the path without a `/docs` prefix (links made
 * for another docs layout); a route whose last part is the same word (`/reference/sdk/usecart` →
 * `/reference/sdk/cart/useCart`); then the closest paths by edits (typos). Pure, so tests call it.
 */
import {editDistance} from './search/spelling';

export interface RouteEntry {
  path: string;
  title: string;
}

/** `/Reference/UI/Atoms/Button.html?x#y` → `/reference/ui/atoms/button`. */
export function normalizePath(requested: string): string {
  let p = requested.split(/[?#]/)[0] ?? '';
  try {
    p = decodeURIComponent(p);
  } catch {
    // A malformed escape is compared as it is.
  }
  p = p
    .toLowerCase()
    .replace(/\/+/g, '/')
    .replace(/(\/index)?\.html?$/, '')
    .replace(/\/index$/, '');
  if (p.length > 1) p = p.replace(/\/$/, '');
  return p.startsWith('/') ? p : `/${p}`;
}

/** The forms of the address to compare: as written, and without a leading `/docs` or `/en`. */
function variants(path: string): string[] {
  const forms = new Set([path]);
  for (const prefix of ['/docs', '/en', '/pt', '/es']) {
    if (path.startsWith(`${prefix}/`)) forms.add(path.slice(prefix.length));
  }
  return [...forms];
}

const lastPart = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** Lower is nearer; Infinity for a route too far to offer. */
function distance(forms: readonly string[], route: string): number {
  let best = Infinity;
  for (const form of forms) {
    if (form === route) return 0;
    const limit = Math.ceil(form.length / 3);
    const edits = editDistance(form, route, limit);
    const relative = Math.min(edits, limit + 1) / Math.max(form.length, route.length);
    if (lastPart(form) && lastPart(form) === lastPart(route)) best = Math.min(best, 1 + relative);
    // More edits than a third of the address: another page, not a typo of it.
    else if (edits <= limit) best = Math.min(best, 2 + relative);
  }
  return best;
}

/** Up to `limit` routes, nearest first. */
export function nearestRoutes(requested: string, routes: readonly RouteEntry[], limit = 5): RouteEntry[] {
  const forms = variants(normalizePath(requested));
  return routes
    .map((route) => ({route, d: distance(forms, normalizePath(route.path))}))
    .filter((r) => Number.isFinite(r.d))
    .sort((a, b) => a.d - b.d || a.route.path.length - b.route.path.length)
    .slice(0, limit)
    .map((r) => r.route);
}

/** The words of an address, for a search: `/reference/sdk/usecart` → `usecart`, `sdk`, `reference`. */
export function pathWords(requested: string): string {
  const skip = new Set(['docs', 'html', 'index', 'en', 'www']);
  const words = normalizePath(requested)
    .split(/[/\-_.]+/)
    .filter((w) => w.length > 1 && !skip.has(w));
  return [...new Set(words.reverse())].slice(0, 3).join(' ');
}
