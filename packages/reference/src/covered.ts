/**
 * Which releases of each FastStore package the reference covers, read from the site's own
 * package.json: the package installed under its own name (the version the live examples run), and
 * every other release installed beside it as an npm alias, `faststore-<pkg>-<version>` for
 * `npm:@faststore/<pkg>@<version>`. Each installed copy's package.json must say the same version, so
 * the covered list can only name versions whose declarations and schema the build really reads.
 * Pure: no Docusaurus, so the plugin, the sample checks and the tests share it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {compareVersions, failOn, pairs} from '@faststore-docs/shared/reference/lists';
import {readManifests} from './starterManifest';
import {PACKAGE_KEYS as PACKAGES, type PackageKey} from '@faststore-docs/shared/reference/marks';

export {PACKAGES, type PackageKey};
export {compareVersions, failOn, pairs};

export interface CoveredVersion {
  version: string;
  /** The installed copy's directory. */
  dir: string;
}

export type Covered = Record<PackageKey, CoveredVersion[]>;

function installedVersion(dir: string, expectedName: string): string {
  const file = path.join(dir, 'package.json');
  if (!fs.existsSync(file))
    throw new Error(`reference-versions: ${expectedName} is not installed at ${dir}; run npm ci`);
  const {name, version} = JSON.parse(fs.readFileSync(file, 'utf8')) as {name: string; version: string};
  if (name !== expectedName) throw new Error(`reference-versions: ${dir} holds ${name}, not ${expectedName}`);
  return version;
}

/** Every covered release of the three packages, oldest first. */
export function coveredVersions(siteDir: string): Covered {
  const pkg = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const modules = path.join(siteDir, 'node_modules');
  const covered = {} as Covered;
  for (const key of PACKAGES) {
    const name = `@faststore/${key}`;
    const list: CoveredVersion[] = [];
    if (pkg.dependencies[name]) {
      const dir = path.join(modules, '@faststore', key);
      list.push({version: installedVersion(dir, name), dir});
    }
    const alias = new RegExp(`^faststore-${key}-(\\d+\\.\\d+\\.\\d+)$`);
    for (const [dep, spec] of Object.entries(pkg.dependencies)) {
      const m = alias.exec(dep);
      if (!m) continue;
      if (spec !== `npm:${name}@${m[1]}`) {
        throw new Error(`reference-versions: package.json's "${dep}" must be "npm:${name}@${m[1]}", not "${spec}"`);
      }
      const dir = path.join(modules, dep);
      const version = installedVersion(dir, name);
      if (version !== m[1]) throw new Error(`reference-versions: ${dep} installed ${name}@${version}, not ${m[1]}`);
      list.push({version, dir});
    }
    list.sort((a, b) => compareVersions(a.version, b.version));
    if (list.length === 0) throw new Error(`reference-versions: package.json installs no release of ${name}`);
    covered[key] = list;
  }
  return covered;
}

/** The starter whose versions the reference shows first: the one the tutorials follow. */
const TUTORIAL_STARTER = 'vtex-sites/gatsby.store';

export interface StarterVersions {
  repository: string;
  commit: string;
  /** The installed version of each package, when the starter installs it. */
  versions: Partial<Record<PackageKey, string>>;
  /** The names of its runtime dependencies: a reader's package.json is matched to its starter by them. */
  dependencies: string[];
}

export function starterVersions(siteDir: string): StarterVersions[] {
  return readManifests(siteDir).map((m) => ({
    repository: m.repository,
    commit: m.commit,
    versions: Object.fromEntries(
      PACKAGES.flatMap((key) => {
        const v = m.installed[`@faststore/${key}`];
        return v ? [[key, v]] : [];
      }),
    ),
    dependencies: Object.keys(m.dependencies).sort(),
  }));
}

/**
 * The version of each package shown when the reader has not picked one: what the tutorials' starter
 * installs. Fails when that release is not covered, or when a starter installs a 1.9 release the
 * reference does not cover, naming the alias to add.
 */
export function defaultVersions(covered: Covered, starters: StarterVersions[]): Record<PackageKey, string> {
  const problems: string[] = [];
  for (const starter of starters) {
    for (const key of PACKAGES) {
      const v = starter.versions[key];
      if (!v?.startsWith('1.9.')) continue;
      if (!covered[key].some((c) => c.version === v)) {
        problems.push(
          `${starter.repository} installs @faststore/${key}@${v}, which the reference does not cover: ` +
            `npm run reference:add-version -- ${key} ${v}`,
        );
      }
    }
  }
  failOn(problems, 'reference-versions');
  const tutorial = starters.find((s) => s.repository === TUTORIAL_STARTER);
  return Object.fromEntries(
    PACKAGES.map((key) => [key, tutorial?.versions[key] ?? covered[key][covered[key].length - 1].version]),
  ) as Record<PackageKey, string>;
}
