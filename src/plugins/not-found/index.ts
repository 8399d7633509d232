/**
 * After the build, writes `/not-found-routes.json`: every page a reader can land on, with its title,
 * for the not-found page to offer the pages an unknown address most likely meant
 * (src/theme/NotFound/Content). Only that page downloads it. Pages meant for writers (`noindex`) and
 * redirects are left out.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const NOT_FOUND_ROUTES = 'not-found-routes.json';

/** The built HTML file of a route, whichever layout the build used for it. */
function htmlOf(outDir: string, route: string): string | undefined {
  const base = path.join(outDir, route);
  for (const file of [`${base}.html`, path.join(base, 'index.html')]) if (fs.existsSync(file)) return file;
  return undefined;
}

export function routeEntries(outDir: string, routes: readonly string[]): [string, string][] {
  const entries: [string, string][] = [];
  for (const route of [...new Set(routes)].sort()) {
    if (route === '/404' || route.includes('*')) continue;
    const file = htmlOf(outDir, route);
    if (!file) continue;
    const html = fs.readFileSync(file, 'utf8');
    if (/<meta[^>]+name="?robots"?[^>]+noindex/i.test(html)) continue;
    const title =
      /<title[^>]*>([^<]*)<\/title>/i
        .exec(html)?.[1]
        ?.replace(/\s*\|\s*FastStore\s*$/, '')
        .trim() ?? route;
    entries.push([
      route,
      title
        .replace(/&amp;/g, '&')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&quot;/g, '"'),
    ]);
  }
  return entries;
}

export default function notFoundPlugin(): Plugin {
  return {
    name: 'faststore-not-found',
    async postBuild({outDir, routesPaths}) {
      fs.writeFileSync(path.join(outDir, NOT_FOUND_ROUTES), JSON.stringify(routeEntries(outDir, routesPaths)));
    },
  };
}
