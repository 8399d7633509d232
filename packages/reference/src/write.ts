/**
 * Everything the site and the agent data read about the covered releases, computed from the installed
 * packages and the hand-written verdicts and migrations, as files: the reference's committed data
 * (`packages/reference/data/`, read by `@faststore-docs/shared/reference/data`) and the upgrade pages
 * (`docs/reference/upgrade/`). The releases are frozen, so this runs when a release is added or a
 * verdict or migration is edited (`npm run reference:data`), and CI runs it again to find a file that
 * differs (`npm run reference:check`); no build extracts, compiles or probes a release.
 *
 * It also fails where the build used to: an export whose compiled code changed without a verdict, a
 * breaking change without a migration, a starter that installs a release the reference does not cover.
 */
import fs from 'node:fs';
import path from 'node:path';
import {printSchema} from 'graphql';
import {buildReferenceData} from '@faststore-docs/shared/reference/apiReferenceData';
import type {ReleasePairBehaviour} from '@faststore-docs/shared/reference/behaviour';
import type {Change} from '@faststore-docs/shared/reference/changes';
import type {ReferenceVersions, ReleaseFile} from '@faststore-docs/shared/reference/data';
import {pairs, PACKAGES, type PackageKey} from './covered';
import {behaviourChanges, checkedBehaviour, codeChanges} from './behaviour';
import {diffApi, diffSdk, diffUi, sortChanges} from './diff';
import {mergeApi, mergeSdk, mergeUi} from './merge';
import {packagingChanges} from './packaging';
import {checkedMigrations, presentUpgradeFiles, upgradeFiles, upgradePages} from './migrations';
import {apiReleases, covered, defaults, sdkReleases, typeCompat, uiReleases, versionsOf} from './releases';
import {starterVersions} from './covered';
import {behaviourVerdicts} from './data/behaviour';
import type {InteractionFacts} from '@faststore-docs/shared/reference/interactions';
import {interactionChanges} from './interactions/diff';
import {recordInteractions} from './interactions/record';
import {migrations} from './data/migrations';

/** The committed data's folder, beside this package's sources. */
export const DATA_DIR = path.join(__dirname, '..', 'data');

/** Indented, with a final newline: the files are reviewed in pull requests. */
const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** A release's item as its own file name: the names are export names, so this only guards the folder. */
function itemFile(name: string): string {
  if (!/^[A-Za-z_$][\w$]*$/.test(name)) throw new Error(`reference data: "${name}" is not an export name`);
  return `${name}.json`;
}

export function referenceVersions(siteDir: string): ReferenceVersions {
  return {
    versions: Object.fromEntries(PACKAGES.map((p) => [p, versionsOf(siteDir, p)])) as Record<PackageKey, string[]>,
    defaults: defaults(siteDir),
    starters: starterVersions(siteDir),
  };
}

/** What each interactive component did on every covered release of `@faststore/ui`, measured in Chromium. */
export async function referenceInteractions(siteDir: string): Promise<InteractionFacts[]> {
  const dirs = new Map(covered(siteDir).ui.map((c) => [c.version, c.dir]));
  return recordInteractions(
    uiReleases(siteDir).map(({version, data}) => ({
      version,
      dir: dirs.get(version)!,
      exported: new Set(Object.keys(data.components)),
    })),
  );
}

/**
 * Every change between consecutive covered releases, sorted: the behaviour notes and the differences
 * between the recorded interaction facts included.
 */
export async function referenceChanges(
  siteDir: string,
  behaviour: readonly ReleasePairBehaviour[],
  interactions: readonly InteractionFacts[],
): Promise<Change[]> {
  // Which build Node loads is a change of its own: declarations and compiled code can match while a
  // release drops the CommonJS build a store's tests load.
  const changes: Change[] = [...behaviourChanges(behaviour), ...packagingChanges(covered(siteDir))];
  const uiVersions = versionsOf(siteDir, 'ui');
  for (const facts of interactions) changes.push(...interactionChanges(facts, uiVersions));
  for (const [a, b] of pairs(uiReleases(siteDir)))
    changes.push(...diffUi(a.data, b.data, (entry) => typeCompat(siteDir, 'ui', a.version).get(entry)));
  for (const [a, b] of pairs(sdkReleases(siteDir)))
    changes.push(...diffSdk(a.data, b.data, (entry) => typeCompat(siteDir, 'sdk', a.version).get(entry)));
  for (const [a, b] of pairs(apiReleases(siteDir)))
    changes.push(...(await diffApi(a.version, a.data, b.version, b.data)));
  return sortChanges(changes);
}

/**
 * The data files (relative to DATA_DIR) and the upgrade pages (relative to the site), with their text.
 * Throws, listing every problem, where a verdict or a migration is missing or stale.
 */
export async function referenceFiles(
  siteDir: string,
): Promise<{data: Map<string, string>; pages: Map<string, string>}> {
  const data = new Map<string, string>();
  const versions = referenceVersions(siteDir);
  data.set('versions.json', json(versions));

  const ui = uiReleases(siteDir);
  // Chromium records the interactions while this process compares the releases' code.
  const recording = referenceInteractions(siteDir);
  // Awaited below; until then a failure of the recording must not end the process before a missing
  // verdict or migration is reported, which is what the person running the command has to fix.
  recording.catch(() => undefined);
  for (const {version, data: release} of ui) {
    const items = Object.keys(release.components);
    const file: ReleaseFile = {package: release.package, version, items};
    data.set(`ui/${version}/release.json`, json(file));
    for (const name of items) data.set(`ui/${version}/${itemFile(name)}`, json(release.components[name]));
  }
  const sdk = sdkReleases(siteDir);
  for (const {version, data: release} of sdk) {
    const items = Object.keys(release.exports);
    const file: ReleaseFile = {package: '@faststore/sdk', version, items};
    data.set(`sdk/${version}/release.json`, json(file));
    for (const name of items) data.set(`sdk/${version}/${itemFile(name)}`, json(release.exports[name]));
  }
  const api = apiReleases(siteDir);
  for (const {version, data: schema} of api) data.set(`api/${version}/schema.graphql`, `${printSchema(schema)}\n`);

  // What the TypeScript checker said of each member whose type reads differently in the next release.
  for (const pkg of ['ui', 'sdk'] as const) {
    for (const [from, to] of pairs(versionsOf(siteDir, pkg))) {
      const compat = Object.fromEntries([...typeCompat(siteDir, pkg, from)].sort(([a], [b]) => a.localeCompare(b)));
      data.set(`compat/${pkg}/${from}..${to}.json`, json(compat));
    }
  }
  // Which exports' compiled code differs between consecutive releases: what the verdicts answer.
  data.set('code-changes.json', json(await codeChanges(covered(siteDir))));

  const behaviour = await checkedBehaviour(covered(siteDir), behaviourVerdicts);
  data.set('behaviour.json', json(behaviour));
  const interactions = await recording;
  for (const facts of interactions) data.set(`interactions/${itemFile(facts.component)}`, json(facts));
  const changes = await referenceChanges(siteDir, behaviour, interactions);
  data.set('changes.json', json(changes));
  const checked = checkedMigrations(changes, migrations);
  data.set('migrations.json', json(checked));

  data.set('merged/ui.json', json(mergeUi(ui, versions.defaults.ui)));
  data.set('merged/sdk.json', json(mergeSdk(sdk, versions.defaults.sdk)));
  data.set('merged/api.json', json(mergeApi(api.map((r) => ({version: r.version, data: buildReferenceData(r.data)})))));

  const upgrades = upgradePages(versions.versions, changes, checked);
  data.set('upgrade-pages.json', json(upgrades));
  return {data, pages: upgradeFiles(upgrades)};
}

/** Every file under `dir`, relative to it, with `/` separators. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((f) => fs.statSync(path.join(dir, f)).isFile())
    .map((f) => f.split(path.sep).join('/'))
    .sort();
}

export interface Difference {
  /** Relative to the site. */
  file: string;
  what: 'differs' | 'missing' | 'not written by the reference';
}

/** The site's files as the reference writes them now, relative to the site. */
async function expectedFiles(siteDir: string): Promise<Map<string, string>> {
  const {data, pages} = await referenceFiles(siteDir);
  const dataRel = path.relative(siteDir, DATA_DIR).split(path.sep).join('/');
  return new Map<string, string>([...[...data].map(([f, t]): [string, string] => [`${dataRel}/${f}`, t]), ...pages]);
}

/**
 * The files that differ from what the reference writes, are missing, or are not written by it: `read`
 * gives a file's text (undefined when absent), `present` the files of the reference's folders on disk.
 */
export function staleFiles(
  expected: ReadonlyMap<string, string>,
  read: (file: string) => string | undefined,
  present: readonly string[],
): Difference[] {
  const differences: Difference[] = [];
  for (const [file, text] of expected) {
    const now = read(file);
    if (now !== text) differences.push({file, what: now === undefined ? 'missing' : 'differs'});
  }
  for (const file of present) if (!expected.has(file)) differences.push({file, what: 'not written by the reference'});
  return differences.sort((a, b) => a.file.localeCompare(b.file));
}

function differencesFrom(siteDir: string, expected: ReadonlyMap<string, string>): Difference[] {
  const dataRel = path.relative(siteDir, DATA_DIR).split(path.sep).join('/');
  const present = [...filesUnder(DATA_DIR).map((f) => `${dataRel}/${f}`), ...presentUpgradeFiles(siteDir)];
  const read = (file: string) => {
    const at = path.join(siteDir, file);
    return fs.existsSync(at) ? fs.readFileSync(at, 'utf8') : undefined;
  };
  return staleFiles(expected, read, present);
}

/** The files of the site that differ from what the reference writes now: empty when all are current. */
export async function referenceDifferences(siteDir: string): Promise<Difference[]> {
  return differencesFrom(siteDir, await expectedFiles(siteDir));
}

/** Writes the data and the upgrade pages, removing the files of either that nothing writes any more. */
export async function writeReferenceFiles(siteDir: string): Promise<Difference[]> {
  const expected = await expectedFiles(siteDir);
  const differences = differencesFrom(siteDir, expected);
  for (const {file, what} of differences) {
    const at = path.join(siteDir, file);
    if (what === 'not written by the reference') fs.rmSync(at);
    else {
      fs.mkdirSync(path.dirname(at), {recursive: true});
      fs.writeFileSync(at, expected.get(file)!);
    }
  }
  return differences;
}
