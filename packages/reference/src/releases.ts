/**
 * The reference data of every covered release, extracted once per process and shared by the
 * ui-reference, sdk-reference, api-reference and reference-versions plugins (a build runs them in one
 * process; the dev server re-runs a plugin when a page changes, which must not re-read the packages).
 *
 * Under `npm start` the UI and SDK extractions (about 35 s on two cores) are also kept on disk, keyed by
 * the release, its installed files' manifest and the extractor's own source, so that starting the
 * development server again reads them back. A production build always extracts afresh.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {GraphQLSchema} from 'graphql';
import {extractUiReference} from './ui/extract';
import {extractSdkReference} from './sdk/extract';
import {getSchema} from './api/schema';
import {unifySdk, unifyUi, type PairCompat} from './sameTypes';
import type {Compat} from './typeCompat';
import type {UiReference} from './client/ui';
import type {SdkReference} from './client/sdk';
import {
  coveredVersions,
  defaultVersions,
  starterVersions,
  type Covered,
  type CoveredVersion,
  type PackageKey,
} from './covered';

const memo = new Map<string, unknown>();
function once<T>(key: string, make: () => T): T {
  if (!memo.has(key)) memo.set(key, make());
  return memo.get(key) as T;
}

export interface Release<T> {
  version: string;
  data: T;
}

export const covered = (siteDir: string): Covered => once(`covered:${siteDir}`, () => coveredVersions(siteDir));

export function versionsOf(siteDir: string, pkg: PackageKey): string[] {
  return covered(siteDir)[pkg].map((c) => c.version);
}

/**
 * The release each package's pages show first. It must be the copy installed under the package's own
 * name: the live examples, the playground and the API explorer run that one.
 */
export const defaults = (siteDir: string): Record<PackageKey, string> =>
  once(`defaults:${siteDir}`, () => {
    const shown = defaultVersions(covered(siteDir), starterVersions(siteDir));
    for (const [pkg, version] of Object.entries(shown) as [PackageKey, string][]) {
      const main = covered(siteDir)[pkg].find((c) => !path.basename(c.dir).startsWith('faststore-'));
      if (main && main.version !== version) {
        throw new Error(
          `reference-versions: the pages show @faststore/${pkg}@${version} first (the tutorials' starter installs it), ` +
            `but package.json installs ${main.version} under its own name; install ${version} as "@faststore/${pkg}" ` +
            `and ${main.version} as the alias "faststore-${pkg}-${main.version}".`,
        );
      }
    }
    return shown;
  });

/** Where the development server keeps extracted releases, relative to the site. */
export const EXTRACTION_CACHE_DIR = 'node_modules/.cache/faststore-reference';

/** The files whose change changes what an extraction returns. */
const EXTRACTOR_SOURCES = {
  ui: [
    'ui/extract.ts',
    'ui/probePlan.ts',
    'ui/probe.ts',
    'ui/runtime.ts',
    'client/ui.ts',
    '../codeBlocks.ts',
    'packageFiles.ts',
  ],
  sdk: ['sdk/extract.ts', 'client/sdk.ts', 'packageFiles.ts'],
} as const;

/** The cache file of one release's extraction: changes with the release's package.json and the extractor. */
export function extractionCacheFile(siteDir: string, pkg: 'ui' | 'sdk', release: CoveredVersion): string {
  const hash = createHash('sha256');
  hash.update(fs.readFileSync(path.join(release.dir, 'package.json')));
  hash.update(fs.readFileSync(path.join(siteDir, 'node_modules/typescript/package.json')));
  for (const file of EXTRACTOR_SOURCES[pkg]) hash.update(fs.readFileSync(path.join(__dirname, file)));
  return path.join(siteDir, EXTRACTION_CACHE_DIR, `${pkg}-${release.version}-${hash.digest('hex').slice(0, 16)}.json`);
}

/** One release's extraction: once per process, and under `npm start` read back from disk when kept there. */
export function extracted<T>(
  siteDir: string,
  pkg: 'ui' | 'sdk',
  release: CoveredVersion,
  extract: (dir: string) => T,
): T {
  return once(`${pkg}:${release.dir}`, () => {
    if (process.env.NODE_ENV !== 'development') return extract(release.dir);
    const file = extractionCacheFile(siteDir, pkg, release);
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
    const data = extract(release.dir);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, JSON.stringify(data));
    return data;
  });
}

/** Every covered release's extraction. */
const extractedAll = <T>(siteDir: string, pkg: 'ui' | 'sdk', extract: (dir: string) => T) =>
  covered(siteDir)[pkg].map((c) => ({...c, data: extracted(siteDir, pkg, c, extract)}));

/** The same, with member types written differently but equal made to read alike. */
const checkedUi = (siteDir: string) =>
  once(`ui-checked:${siteDir}`, () => unifyUi(siteDir, extractedAll(siteDir, 'ui', extractUiReference)));
const checkedSdk = (siteDir: string) =>
  once(`sdk-checked:${siteDir}`, () => unifySdk(siteDir, extractedAll(siteDir, 'sdk', extractSdkReference)));

export const uiReleases = (siteDir: string): Release<UiReference>[] => checkedUi(siteDir).releases;
export const sdkReleases = (siteDir: string): Release<SdkReference>[] => checkedSdk(siteDir).releases;

/** What the checker said of each member whose type reads differently from a release to the next one. */
export const typeCompat = (siteDir: string, pkg: 'ui' | 'sdk', from: string): PairCompat =>
  (pkg === 'ui' ? checkedUi(siteDir) : checkedSdk(siteDir)).compat.get(from) ?? new Map<string, Compat>();

export const apiReleases = (siteDir: string): Release<GraphQLSchema>[] =>
  covered(siteDir).api.map((c) => ({version: c.version, data: getSchema(c.dir)}));
