/**
 * Checks the public-URL contract after every build (see ./check.ts) and writes the build's route
 * list to `<outDir>/.routes.json` for the end-to-end tests, which open every route. Dot-files are
 * not published by the deploy configuration.
 *
 * `UPDATE_PUBLIC_URLS=1 npm run build` adds the build's new routes to the contract, for when new
 * pages should be promised to keep working too.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {redirects} from '../../data/redirects';
import {PUBLIC_URLS_FILE, checkRouteContract, readPublicUrls, servedRoutes} from './check';

export default function routeContractPlugin(context: LoadContext): Plugin {
  return {
    name: 'faststore-route-contract',
    async postBuild({routesPaths, outDir}) {
      const served = servedRoutes(routesPaths);
      const publicUrls = readPublicUrls(context.siteDir);
      const errors = checkRouteContract(publicUrls, served, redirects);
      if (errors.length > 0) throw new Error(`Public URLs broken by this build:\n  ${errors.join('\n  ')}`);
      await fs.writeFile(path.join(outDir, '.routes.json'), `${JSON.stringify(served, null, 1)}\n`);
      if (process.env.UPDATE_PUBLIC_URLS) {
        const all = [...new Set([...publicUrls, ...served])].sort();
        await fs.writeFile(path.join(context.siteDir, PUBLIC_URLS_FILE), `${all.join('\n')}\n`);
      }
    },
  };
}
