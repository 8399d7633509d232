/**
 * The reference data of every covered release, extracted from the installed packages once per process:
 * what the reference's writer (./write) turns into the committed data, and what the unit tests check
 * the extractors with. The site reads the committed data instead (`@faststore-docs/shared/reference/data`).
 */
import path from 'node:path';
import type {GraphQLSchema} from 'graphql';
import {extractUiReference} from './ui/extract';
import {extractSdkReference} from './sdk/extract';
import {getSchema} from '@faststore-docs/shared/reference/apiSchema';
import {unifySdk, unifyUi, type PairCompat} from './sameTypes';
import type {Compat} from './typeCompat';
import type {UiReference} from '@faststore-docs/shared/reference/ui';
import type {SdkReference} from '@faststore-docs/shared/reference/sdk';
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

/** One release's extraction, once per process. */
const extracted = <T>(pkg: 'ui' | 'sdk', release: CoveredVersion, extract: (dir: string) => T): T =>
  once(`${pkg}:${release.dir}`, () => extract(release.dir));

/** Every covered release's extraction. */
const extractedAll = <T>(siteDir: string, pkg: 'ui' | 'sdk', extract: (dir: string) => T) =>
  covered(siteDir)[pkg].map((c) => ({...c, data: extracted(pkg, c, extract)}));

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
