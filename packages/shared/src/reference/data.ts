/**
 * The reference as the site and the agent data read it: the committed files of the reference package
 * (`packages/reference/data/`, written by `npm run reference:data` from the installed releases).
 * Reading them runs no compiler, bundler or probe, so a build, `npm start` and the browser tests only
 * read; a release added without running the command fails here, naming the command.
 *
 * Per release and per item: `ui/<version>/<Component>.json`, `sdk/<version>/<export>.json`,
 * `api/<version>/schema.graphql`; beside them the versions, the merged views, the changes, the
 * behaviour notes, the migrations and the compared code (see the reference package's writer).
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {buildSchema, type GraphQLSchema} from 'graphql';
import type {ReferenceData} from './api';
import type {ReleasePairBehaviour} from './behaviour';
import type {Change} from './changes';
import {PACKAGE_KEYS, type PackageKey} from './marks';
import type {SdkExport, SdkReference} from './sdk';
import type {ComponentInfo, UiReference} from './ui';

// __filename works under Docusaurus' config loader (jiti), Vitest and Playwright alike.
const require = createRequire(__filename);

/** The committed data's folder: the reference package's `data/`, found as Node finds the package. */
export const referenceDataDir = (): string =>
  path.join(path.dirname(require.resolve('@faststore-docs/reference/package.json')), 'data');

/** Which releases each pinned starter installs, and the names of its runtime dependencies. */
export interface StarterVersions {
  repository: string;
  commit: string;
  /** The installed version of each package, when the starter installs it. */
  versions: Partial<Record<PackageKey, string>>;
  /** The names of its runtime dependencies: a reader's package.json is matched to its starter by them. */
  dependencies: string[];
}

export interface ReferenceVersions {
  /** Every covered release of each package, oldest first. */
  versions: Record<PackageKey, string[]>;
  /** The release each package's pages show first: what the tutorials' starter installs. */
  defaults: Record<PackageKey, string>;
  starters: StarterVersions[];
}

export interface Release<T> {
  version: string;
  data: T;
}

/** One release's data as the reference package's writer kept it. */
export interface ReleaseFile {
  package: string;
  version: string;
  /** The release's items in the order its package declares them, one `<name>.json` each. */
  items: string[];
}

const memo = new Map<string, unknown>();
function once<T>(key: string, make: () => T): T {
  if (!memo.has(key)) memo.set(key, make());
  return memo.get(key) as T;
}

function read(file: string): string {
  const at = path.join(referenceDataDir(), file);
  if (!fs.existsSync(at)) {
    throw new Error(
      `reference data: ${path.relative(process.cwd(), at)} is missing; run npm run reference:data after adding a release.`,
    );
  }
  return fs.readFileSync(at, 'utf8');
}

function readJson<T>(file: string): T {
  const text = read(file);
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new Error(
      `reference data: ${file} is not valid JSON (${(error as Error).message}); run npm run reference:data to write it again.`,
    );
  }
}

/** One release's items (`<name>.json` beside `release.json`), by name, in the package's order. */
function releaseItems<T>(pkg: 'ui' | 'sdk', version: string): {release: ReleaseFile; items: Record<string, T>} {
  const release = readJson<ReleaseFile>(`${pkg}/${version}/release.json`);
  const items = Object.fromEntries(release.items.map((name) => [name, readJson<T>(`${pkg}/${version}/${name}.json`)]));
  return {release, items};
}

export const referenceVersions = (): ReferenceVersions =>
  once('versions', () => readJson<ReferenceVersions>('versions.json'));

/** The covered releases of each package, oldest first. */
export const versionsOf = (pkg: PackageKey): string[] => referenceVersions().versions[pkg];
export const defaults = (): Record<PackageKey, string> => referenceVersions().defaults;
export const starterVersions = (): StarterVersions[] => referenceVersions().starters;

export const uiReleases = (): Release<UiReference>[] =>
  once('ui', () =>
    versionsOf('ui').map((version) => {
      const {release, items} = releaseItems<ComponentInfo>('ui', version);
      return {version, data: {package: release.package, version, components: items}};
    }),
  );

export const sdkReleases = (): Release<SdkReference>[] =>
  once('sdk', () =>
    versionsOf('sdk').map((version) => ({
      version,
      data: {version, exports: releaseItems<SdkExport>('sdk', version).items},
    })),
  );

/** Each covered release's GraphQL schema, built from its committed SDL. */
export const apiReleases = (): Release<GraphQLSchema>[] =>
  once('api', () =>
    versionsOf('api').map((version) => ({version, data: buildSchema(read(`api/${version}/schema.graphql`))})),
  );

/** The merged views: every release's entries, each tagged with the releases it holds for. */
export const mergedUi = (): UiReference => once('merged-ui', () => readJson<UiReference>('merged/ui.json'));
export const mergedSdk = (): SdkReference => once('merged-sdk', () => readJson<SdkReference>('merged/sdk.json'));
export const mergedApi = (): ReferenceData => once('merged-api', () => readJson<ReferenceData>('merged/api.json'));

/** Every change between consecutive covered releases, breaking ones first, behaviour notes included. */
export const referenceChanges = (): Change[] => once('changes', () => readJson<Change[]>('changes.json'));

/**
 * One upgrade page per package and pair of covered releases (the reference package's `UpgradePage`):
 * every breaking change crossed, with its migration.
 */
export const upgradePages = <T = unknown>(): T[] => once('upgrades', () => readJson<T[]>('upgrade-pages.json'));

/**
 * The checked migrations, by package, release pair and change (the reference package's `Migrations`):
 * what each breaking change asks of a store.
 */
export const migrations = <T = unknown>(): T => once('migrations', () => readJson<T>('migrations.json'));

/** The behaviour notes by release pair, every consecutive pair of every package included. */
export const behaviourNotes = (): ReleasePairBehaviour[] =>
  once('behaviour', () => readJson<ReleasePairBehaviour[]>('behaviour.json'));

/**
 * Where a covered release is installed beside the site: the package under its own name for the release
 * the live examples run, else its npm alias `faststore-<pkg>-<version>` (how `reference:add-version`
 * installs the others). Found as Node finds packages, from `siteDir`.
 */
export function releaseDir(siteDir: string, pkg: PackageKey, version: string): string {
  const from = createRequire(path.join(siteDir, 'package.json'));
  for (const name of [`@faststore/${pkg}`, `faststore-${pkg}-${version}`]) {
    let manifest: string;
    try {
      manifest = from.resolve(`${name}/package.json`);
    } catch {
      continue;
    }
    if ((JSON.parse(fs.readFileSync(manifest, 'utf8')) as {version: string}).version === version)
      return path.dirname(manifest);
  }
  throw new Error(`reference data: @faststore/${pkg}@${version} is covered but not installed; run npm ci.`);
}

/**
 * Reads every committed file the site reads, once. The reference plugin calls it first, so a file that
 * is missing or damaged stops the build with one message, before every page that reads it fails alike.
 */
export function readReferenceData(): void {
  referenceVersions();
  uiReleases();
  sdkReleases();
  apiReleases();
  mergedUi();
  mergedSdk();
  mergedApi();
  referenceChanges();
  upgradePages();
  migrations();
  behaviourNotes();
}

export {PACKAGE_KEYS};
