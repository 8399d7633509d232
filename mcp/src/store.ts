/**
 * The `@faststore/*` releases a store has: what `node_modules` holds, else what its lockfile
 * resolves (yarn v1, npm or pnpm), else only what its `package.json` declares, which is a range and
 * not a release the store has, so the answer says so.
 */
import fs from 'node:fs';
import path from 'node:path';
import {PACKAGE_KEYS, type PackageKey} from './data';
import {
  installedFromPackageLock,
  installedFromPnpmLock,
  installedFromYarnLock,
} from '@faststore-docs/shared/store/lockfiles';

export interface StoreRelease {
  version: string;
  from: 'node_modules' | 'yarn.lock' | 'package-lock.json' | 'pnpm-lock.yaml' | 'package.json';
  /** Only for `package.json`: the range declared, of which `version` is the lowest release. */
  range?: string;
}

export interface StoreVersions {
  dir: string;
  /** Each package the store depends on, with the release it has and where that was read. */
  packages: Partial<Record<PackageKey, StoreRelease>>;
}

const readText = (file: string): string | undefined =>
  fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;

const LOCKFILES = [
  ['yarn.lock', installedFromYarnLock],
  ['pnpm-lock.yaml', installedFromPnpmLock],
  ['package-lock.json', installedFromPackageLock],
] as const;

/** Undefined when `dir` has no `package.json`. */
export function detectStore(dir: string): StoreVersions | undefined {
  const manifest = readText(path.join(dir, 'package.json'));
  if (manifest === undefined) return undefined;
  let declared: Record<string, string> = {};
  try {
    const pkg = JSON.parse(manifest) as Record<string, Record<string, string> | undefined>;
    declared = {...pkg.devDependencies, ...pkg.dependencies};
  } catch {
    return {dir, packages: {}};
  }
  let locked: Record<string, string> = {};
  let lockfile: StoreRelease['from'] | undefined;
  for (const [file, read] of LOCKFILES) {
    const text = readText(path.join(dir, file));
    if (text === undefined) continue;
    try {
      locked = read(text);
      lockfile = file;
    } catch {
      // An unreadable lockfile: fall back to the next one, or to the package.json ranges.
      continue;
    }
    break;
  }
  const packages: StoreVersions['packages'] = {};
  for (const key of PACKAGE_KEYS) {
    const name = `@faststore/${key}`;
    if (!declared[name]) continue;
    const installed = readText(path.join(dir, 'node_modules', '@faststore', key, 'package.json'));
    const version = installed ? (JSON.parse(installed) as {version?: string}).version : undefined;
    if (version) packages[key] = {version, from: 'node_modules'};
    else if (locked[name] && lockfile) packages[key] = {version: locked[name], from: lockfile};
    else {
      const bare = /\d+\.\d+\.\d+/.exec(declared[name])?.[0];
      if (bare) packages[key] = {version: bare, from: 'package.json', range: declared[name]};
    }
  }
  return {dir, packages};
}
