/** Reads what the site-data checks need from the files of the site (releases/, static/, routes). */
import fs from 'node:fs';
import path from 'node:path';
import {STATIC_ROUTES} from '../../data/routes';
import {releaseRoutes, type SiteFacts} from '../../data/schemas';

export function readSiteFacts(siteDir: string): SiteFacts {
  const releaseFiles = fs.readdirSync(path.join(siteDir, 'releases')).filter((f) => /\.mdx?$/.test(f));
  return {
    releaseFiles,
    routes: new Set([...STATIC_ROUTES, ...releaseRoutes(releaseFiles)]),
    staticFileExists: (p) => fs.existsSync(path.join(siteDir, 'static', p)),
  };
}
