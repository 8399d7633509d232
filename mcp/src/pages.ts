/**
 * `get_page`: a page's Markdown by route or URL (`/reference/sdk/cart/useCart`, the same with `.md`,
 * a trailing slash or an anchor, or the full address on any host), else the nearest routes, ranked
 * as the site's not-found page ranks them.
 */
import type {Page} from './data';
import {ToolError} from './toolError';
import {nearestRoutes, normalizePath} from '@faststore-docs/shared/nearest';

/** The route part of what a caller passes: `https://host/a/b.md#x` → `/a/b`. */
export function routeOf(input: string): string {
  let text = input.trim();
  const url = /^[a-z][a-z0-9+.-]*:\/\/[^/]+(\/[^?#]*)?/i.exec(text);
  if (url) text = url[1] ?? '/';
  text = text.split(/[?#]/)[0].replace(/\.md$/, '');
  if (!text.startsWith('/')) text = `/${text}`;
  if (text.length > 1) text = text.replace(/\/+$/, '');
  return text || '/';
}

export class Pages {
  private readonly byPath: Map<string, Page>;
  private readonly byNormal: Map<string, Page>;

  constructor(private readonly pages: readonly Page[]) {
    this.byPath = new Map(pages.map((p) => [p.path, p]));
    this.byNormal = new Map(pages.map((p) => [normalizePath(p.path), p]));
  }

  get(input: string): Page {
    const route = routeOf(input);
    const page = this.byPath.get(route) ?? this.byNormal.get(normalizePath(route));
    if (page) return page;
    const near = nearestRoutes(
      route,
      this.pages.map((p) => ({path: p.path, title: p.title})),
    );
    throw new ToolError(
      'unknown_page',
      `No page at ${route}.${near.length ? ` Nearest routes: ${near.map((r) => `${r.path} (${r.title})`).join('; ')}.` : ' Use search_docs to find it.'}`,
      near.map((r) => r.path),
    );
  }
}
