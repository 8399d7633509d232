/**
 * The reference data of every covered release, extracted once per process and shared by the
 * ui-reference, sdk-reference, api-reference and reference-versions plugins (a build runs them in one
 * process; the dev server re-runs a plugin when a page changes, which must not re-read the packages).
 */
import path from 'node:path';
import type {GraphQLSchema} from 'graphql';
import {extractUiReference} from '../ui-reference/extract';
import {extractSdkReference} from '../sdk-reference/extract';
import {getSchema} from '../api-reference/schema';
import {coveredVersions, defaultVersions, starterVersions, type Covered, type PackageKey} from './covered';

const memo = new Map<string, unknown>();
function once<T>(key: string, make: () => T): T {
  if (!memo.has(key)) memo.set(key, make());
  return memo.get(key) as T;
}

export interface Release<T> {
  version: string;
  data: T;
}

const covered = (siteDir: string): Covered => once(`covered:${siteDir}`, () => coveredVersions(siteDir));

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

export const uiReleases = (siteDir: string) =>
  covered(siteDir).ui.map((c) => ({version: c.version, data: once(`ui:${c.dir}`, () => extractUiReference(c.dir))}));

export const sdkReleases = (siteDir: string) =>
  covered(siteDir).sdk.map((c) => ({version: c.version, data: once(`sdk:${c.dir}`, () => extractSdkReference(c.dir))}));

export const apiReleases = (siteDir: string): Release<GraphQLSchema>[] =>
  covered(siteDir).api.map((c) => ({version: c.version, data: getSchema(c.dir)}));
