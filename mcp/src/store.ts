/**
 * The `@faststore/*` releases a store has: what `node_modules` holds, else what its lockfile
 * resolves (yarn v1 or npm), else the version its `package.json` asks for, without a range sign.
 */
import fs from 'node:fs';
import path from 'node:path';
import {PACKAGE_KEYS, type PackageKey} from './data';
import {installedFromPackageLock, installedFromYarnLock} from './lockfiles.mjs';

export interface StoreVersions {
  dir: string;
  /** Each package the store depends on, with the release it has and where that was read. */
  packages: Partial<
    Record<PackageKey, {version: string; from: 'node_modules' | 'yarn.lock' | 'package-lock.json' | 'package.json'}>
  >;
}

const readText = (file: string): string | undefined =>
  fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;

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
  const yarn = readText(path.join(dir, 'yarn.lock'));
  const npm = readText(path.join(dir, 'package-lock.json'));
  let locked: Record<string, string> = {};
  try {
    locked = yarn ? installedFromYarnLock(yarn) : npm ? installedFromPackageLock(npm) : {};
  } catch {
    // An unreadable lockfile: fall back to the package.json ranges.
  }
  const packages: StoreVersions['packages'] = {};
  for (const key of PACKAGE_KEYS) {
    const name = `@faststore/${key}`;
    if (!declared[name]) continue;
    const installed = readText(path.join(dir, 'node_modules', '@faststore', key, 'package.json'));
    const version = installed ? (JSON.parse(installed) as {version?: string}).version : undefined;
    if (version) packages[key] = {version, from: 'node_modules'};
    else if (locked[name]) packages[key] = {version: locked[name], from: yarn ? 'yarn.lock' : 'package-lock.json'};
    else {
      const bare = /\d+\.\d+\.\d+/.exec(declared[name])?.[0];
      if (bare) packages[key] = {version: bare, from: 'package.json'};
    }
  }
  return {dir, packages};
}
