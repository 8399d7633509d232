/**
 * The `@faststore/*` releases a store has: what `node_modules` holds (found as Node finds it, from
 * the store's folder up), else what its lockfile resolves (npm, Yarn or pnpm, at the store's folder or
 * a monorepo's root above it), else only what its `package.json` declares, which is a range and not a
 * release the store has, so the answer says so. The files are read by the shared store reader, which
 * never throws: a file it cannot read is a sentence in `problems`, and the rest is read all the same.
 */
import fs from 'node:fs';
import {PACKAGE_KEYS, type PackageKey} from './data';
import type {StoreContext} from './versions';
import {releaseProblem} from '@faststore-docs/shared/store/lockfiles';
import {readStore} from '@faststore-docs/shared/store/lockfiles.node';

export interface StoreRelease {
  version: string;
  from: 'node_modules' | 'yarn.lock' | 'package-lock.json' | 'pnpm-lock.yaml' | 'package.json';
  /** Only for `package.json`: the range declared, of which `version` is the lowest release. */
  range?: string;
}

export interface StoreVersions {
  /** The store's folder: the nearest one with a package.json at or above the folder asked about. */
  dir: string;
  /** Each package the store depends on, with the release it has and where that was read. */
  packages: Partial<Record<PackageKey, StoreRelease>>;
  /** What could not be read, one sentence each (a truncated package.json, a lockfile that is a folder). */
  problems?: string[];
  /** Every `@faststore/*` package the store declares, with its range (FastStore 2 has others). */
  declared?: Record<string, string>;
}

/** Undefined when neither `dir` nor a folder above it has a `package.json`. */
export function detectStore(dir: string): StoreVersions | undefined {
  const read = readStore(dir);
  if (read.dir === undefined) return undefined;
  const declared = read.packageJson?.declared ?? {};
  const packages: StoreVersions['packages'] = {};
  for (const key of PACKAGE_KEYS) {
    const name = `@faststore/${key}`;
    if (!Object.hasOwn(declared, name)) continue;
    const installed = read.nodeModules[name]?.version;
    const locked = read.lock?.installed[name];
    if (installed) packages[key] = {version: installed, from: 'node_modules'};
    else if (locked && read.lock) packages[key] = {version: locked, from: read.lock.lockfile};
    else {
      const bare = /\d+\.\d+\.\d+/.exec(declared[name])?.[0];
      if (bare) packages[key] = {version: bare, from: 'package.json', range: declared[name]};
    }
  }
  const faststore = Object.fromEntries(Object.entries(declared).filter(([n]) => n.startsWith('@faststore/')));
  return {dir: read.dir, packages, problems: read.problems, declared: faststore};
}

/**
 * The store the server answers for, from `--store <dir>` or the folder it was started in, and the
 * lines it says on start: what it could not read, and why a store is not one this portal documents
 * (a FastStore 2 store, another 1.x line, an uncovered release). Never throws: a server that does not
 * start gives the agent nothing, while one that says what it skipped still answers.
 */
export function storeContext(
  dir: string,
  named: boolean,
  covered: Readonly<Record<PackageKey, readonly string[]>>,
): {context: StoreContext; messages: string[]} {
  if (!fs.existsSync(dir)) return {context: {missing: `--store ${dir} does not exist`}, messages: []};
  const store = detectStore(dir);
  if (!store) {
    return {
      context: {
        missing: `no store in ${dir} (no package.json there or above${named ? '' : '; the server was started outside the store'})`,
      },
      messages: [],
    };
  }
  const releases: Record<string, string> = {...store.declared};
  const problems = store.problems ?? [];
  for (const [key, found] of Object.entries(store.packages)) releases[`@faststore/${key}`] = found.version;
  const notCovered = releaseProblem(releases, covered);
  const messages = [
    ...problems.map((p) => `could not read part of the store: ${p}`),
    ...(notCovered ? [notCovered] : []),
  ];
  return {context: {dir: store.dir, packages: store.packages, ...(problems.length > 0 && {problems})}, messages};
}
