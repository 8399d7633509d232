/**
 * The releases the reference covers and what changed between them. `loadContent` reads the covered
 * releases of `@faststore/ui`, `@faststore/sdk` and `@faststore/api` and the versions each pinned
 * starter installs, diffs every pair of consecutive releases and compares every export's compiled code
 * between them (src/lib/reference). It stops the build when a changed export has no verdict in
 * src/data/behaviour.ts or a verdict is stale, when a breaking change has no migration in
 * src/data/migrations.ts or a migration no change, or when the upgrade pages are out of date.
 * `createData` hands the pages `reference-versions.json` (releases, default and starters' versions, for
 * the version picker and the reference index), `reference-changes.json` (/reference/changes, behaviour
 * notes included) and `behaviour-notes.json` (the notes by release pair, for the reference pages).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loadFreshModule} from '@docusaurus/utils';
import {pairs, PACKAGES, starterVersions, type PackageKey, type StarterVersions} from '../../lib/reference/covered';
import {diffApi, diffSdk, diffUi, sortChanges} from '../../lib/reference/diff';
import {behaviourChanges, checkedBehaviour, VERDICTS_FILE} from '../../lib/reference/behaviour';
import type {Change} from '../../lib/reference/client/changes';
import type {ReleasePairBehaviour} from '../../lib/reference/client/behaviour';
import {
  apiReleases,
  covered,
  defaults,
  sdkReleases,
  typeCompat,
  uiReleases,
  versionsOf,
} from '../../lib/reference/releases';
import {packagingChanges} from '../../lib/reference/packaging';
import {checkPickers} from './pickers';
import {
  checkedMigrations,
  MIGRATIONS_FILE,
  presentUpgradeFiles,
  staleUpgradeFiles,
  upgradeFiles,
  upgradePages,
} from '../../lib/reference/migrations';

export interface ReferenceVersions {
  versions: Record<PackageKey, string[]>;
  defaults: Record<PackageKey, string>;
  starters: StarterVersions[];
}

export interface ReferenceChanges {
  changes: Change[];
}

type Props = Record<string, unknown>;

interface ReferenceBehaviour {
  behaviour: ReleasePairBehaviour[];
}

export async function referenceChanges(siteDir: string, behaviour: ReleasePairBehaviour[]): Promise<Change[]> {
  // Which build Node loads is a change of its own: declarations and compiled code can match while a
  // release drops the CommonJS build a store's tests load.
  const changes: Change[] = [...behaviourChanges(behaviour), ...packagingChanges(covered(siteDir))];
  for (const [a, b] of pairs(uiReleases(siteDir)))
    changes.push(...diffUi(a.data, b.data, (entry) => typeCompat(siteDir, 'ui', a.version).get(entry)));
  for (const [a, b] of pairs(sdkReleases(siteDir)))
    changes.push(...diffSdk(a.data, b.data, (entry) => typeCompat(siteDir, 'sdk', a.version).get(entry)));
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
    async loadContent(): Promise<ReferenceVersions & ReferenceChanges & ReferenceBehaviour> {
      checkPickers(context.siteDir);
      // Read afresh, so that under `npm start` an added verdict is checked without a restart.
      const fresh = async (file: string) => (await loadFreshModule(path.join(context.siteDir, file))) as Props;
      const {behaviourVerdicts} = await fresh(VERDICTS_FILE);
      const behaviour = await checkedBehaviour(covered(context.siteDir), behaviourVerdicts);
      const changes = await referenceChanges(context.siteDir, behaviour);
      const versions = referenceVersions(context.siteDir);
      const {migrations} = await fresh(MIGRATIONS_FILE);
      const checked = checkedMigrations(changes, migrations);
      const stale = staleUpgradeFiles(
        upgradeFiles(upgradePages(versions.versions, changes, checked)),
        (file) => {
          const at = path.join(context.siteDir, file);
          return fs.existsSync(at) ? fs.readFileSync(at, 'utf8') : undefined;
        },
        presentUpgradeFiles(context.siteDir),
      );
      if (stale.length > 0) {
        throw new Error(
          `reference-versions: the upgrade pages differ from what ${MIGRATIONS_FILE} and the covered releases make ` +
            `(${stale.join(', ')}); run npm run reference:upgrade-pages and commit the result.`,
        );
      }
      return {...versions, changes, behaviour};
    },
    async contentLoaded({content, actions}) {
      const {changes, behaviour, ...versions} = content as ReferenceVersions & ReferenceChanges & ReferenceBehaviour;
      await actions.createData('reference-versions.json', JSON.stringify(versions));
      await actions.createData('reference-changes.json', JSON.stringify({changes}));
      await actions.createData('behaviour-notes.json', JSON.stringify({behaviour}));
    },
    getPathsToWatch() {
      return [path.join(context.siteDir, VERDICTS_FILE), path.join(context.siteDir, MIGRATIONS_FILE)];
    },
  };
}
