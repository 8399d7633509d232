/**
 * The releases the reference covers and what changed between them. `loadContent` reads the covered
 * releases of `@faststore/ui`, `@faststore/sdk` and `@faststore/api` (./covered) and the versions each
 * pinned starter installs, and diffs every pair of consecutive releases (./diff). `createData` hands
 * the pages `reference-versions.json` (the releases, the default and each starter's versions, for the
 * version picker and the reference index) and `reference-changes.json` (for /reference/changes).
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {PACKAGES, starterVersions, type PackageKey, type StarterVersions} from '../../lib/reference/covered';
import {diffApi, diffSdk, diffUi, sortChanges} from '../../lib/reference/diff';
import type {Change} from '../../lib/reference/client/changes';
import {apiReleases, defaults, sdkReleases, typeCompat, uiReleases, versionsOf} from '../../lib/reference/releases';
import {checkPickers} from './pickers';

export interface ReferenceVersions {
  versions: Record<PackageKey, string[]>;
  defaults: Record<PackageKey, string>;
  starters: StarterVersions[];
}

export interface ReferenceChanges {
  changes: Change[];
}

function pairs<T>(list: readonly T[]): [T, T][] {
  return list.slice(1).map((item, i) => [list[i], item]);
}

export async function referenceChanges(siteDir: string): Promise<Change[]> {
  const changes: Change[] = [];
  for (const [a, b] of pairs(uiReleases(siteDir))) {
    const compat = typeCompat(siteDir, 'ui', a.version);
    changes.push(...diffUi(a.data, b.data, (entry) => compat.get(entry)));
  }
  for (const [a, b] of pairs(sdkReleases(siteDir))) {
    const compat = typeCompat(siteDir, 'sdk', a.version);
    changes.push(...diffSdk(a.data, b.data, (entry) => compat.get(entry)));
  }
  for (const [a, b] of pairs(apiReleases(siteDir)))
    changes.push(...(await diffApi(a.version, a.data, b.version, b.data)));
  return sortChanges(changes);
}

export function referenceVersions(siteDir: string): ReferenceVersions {
  return {
    versions: Object.fromEntries(PACKAGES.map((p) => [p, versionsOf(siteDir, p)])) as Record<PackageKey, string[]>,
    defaults: defaults(siteDir),
    starters: starterVersions(siteDir),
  };
}

export default function referenceVersionsPlugin(context: LoadContext): Plugin {
  return {
    name: 'faststore-reference-versions',
    async loadContent(): Promise<ReferenceVersions & ReferenceChanges> {
      checkPickers(context.siteDir);
      return {...referenceVersions(context.siteDir), changes: await referenceChanges(context.siteDir)};
    },
    async contentLoaded({content, actions}) {
      const {changes, ...versions} = content as ReferenceVersions & ReferenceChanges;
      await actions.createData('reference-versions.json', JSON.stringify(versions));
      await actions.createData('reference-changes.json', JSON.stringify({changes}));
    },
  };
}
