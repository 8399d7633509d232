/**
 * After the build, writes `/not-found-routes.json`: every page a reader can land on, with its title,
 * for the not-found page to offer the pages an unknown address most likely meant
 * (src/theme/NotFound/Content). Only that page downloads it. Pages meant for writers (`noindex`) and
 * redirects are left out.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {builtSite, pageTitle, type BuiltSite} from '../builtSite';

const NOT_FOUND_ROUTES = 'not-found-routes.json';

export function routeEntries(site: BuiltSite, siteTitle: string): [string, string][] {
  const entries: [string, string][] = [];
  for (const route of site.routes()) {
    const html = site.html(route);
    if (html === undefined || site.noIndex(route)) continue;
    entries.push([route, pageTitle(html, siteTitle)]);
  }
  return entries;
}

export default function notFoundPlugin(): Plugin {
  return {
    name: 'faststore-not-found',
    async postBuild(props) {
      fs.writeFileSync(
        path.join(props.outDir, NOT_FOUND_ROUTES),
        JSON.stringify(routeEntries(builtSite(props), props.siteConfig.title)),
      );
    },
  };
}
