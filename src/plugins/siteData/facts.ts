/** Reads what the site-data checks need from the files of the site (static/, the public-URL list). */
import fs from 'node:fs';
import path from 'node:path';
import type {SiteFacts} from '../../data/schemas';
import {readPublicUrls} from '../route-contract/check';

export function readSiteFacts(siteDir: string): SiteFacts {
  return {
    routes: new Set(readPublicUrls(siteDir)),
    staticFileExists: (p) => fs.existsSync(path.join(siteDir, 'static', p)),
  };
}
