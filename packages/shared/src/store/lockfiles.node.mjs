/**
 * The store reader's file-system half (`lockfiles.mjs` is the browser-safe half): finds a store's
 * files from any folder of it the way its tools do, and reads them without ever throwing, so that a
 * damaged file costs its own answer and a sentence saying so, never the command that reads it.
 * - `package.json`: the nearest one at or above the folder (npm's rule), which is the store's own
 *   in a workspace's subfolder too.
 * - The lockfile: the nearest folder at or above the store that holds one (a monorepo's is at its
 *   root), read for the store's own workspace.
 * - Each `@faststore/*` package: the first `node_modules/<name>` on the way up, as Node resolves it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {installedFrom, parseJson, readLockfile, readPackageJson, StoreFileError} from './lockfiles.mjs';

/** In the order a store that has several is read: the first that reads wins. */
const LOCKFILES = /** @type {const} */ (['yarn.lock', 'pnpm-lock.yaml', 'package-lock.json']);

/** @param {string} dir @returns {string[]} the folder and each one above it */
const upFrom = (dir) => {
  const out = [path.resolve(dir)];
  for (let up = path.dirname(out[0]); up !== out[out.length - 1]; up = path.dirname(up)) out.push(up);
  return out;
};

/** @param {unknown} error */
const reason = (error) =>
  error instanceof StoreFileError
    ? error.message
    : error && typeof error === 'object' && 'code' in error && error.code === 'EISDIR'
      ? 'it is a folder, not a file'
      : error instanceof Error
        ? error.message
        : String(error);

/**
 * A file's text; undefined when there is nothing there; a problem for anything else there (a
 * folder, a file that cannot be read).
 * @param {string} file
 * @returns {{text: string} | {problem: string} | undefined}
 */
function readText(file) {
  let stat;
  try {
    stat = fs.statSync(file);
  } catch (error) {
    if (error && typeof error === 'object' && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR'))
      return undefined;
    return {problem: `${file} could not be read: ${reason(error)}.`};
  }
  if (stat.isDirectory()) return {problem: `${file} is a folder, not a file.`};
  try {
    return {text: fs.readFileSync(file, 'utf8')};
  } catch (error) {
    return {problem: `${file} could not be read: ${reason(error)}.`};
  }
}

/**
 * @typedef {import('./lockfiles.mjs').PackageJson} PackageJson
 * @typedef {{file: string, lockfile: import('./lockfiles.mjs').LockfileName, format: string, installed: Record<string, string>}} ReadLock
 * @typedef {{
 *   dir?: string,
 *   packageJson?: PackageJson,
 *   lock?: ReadLock,
 *   nodeModules: Record<string, {version: string, file: string}>,
 *   problems: string[],
 * }} ReadStore
 */

/**
 * A store's files, from `start` or any folder inside the store. `dir` is undefined when no folder
 * at or above `start` has a package.json; every file that is there but cannot be read is a sentence
 * in `problems`, and the rest is read all the same.
 * @param {string} start
 * @returns {ReadStore}
 */
export function readStore(start) {
  /** @type {string[]} */
  const problems = [];
  /** @type {ReadStore['nodeModules']} */
  const nodeModules = {};
  let dir;
  /** @type {PackageJson | undefined} */
  let packageJson;
  for (const folder of upFrom(start)) {
    const file = path.join(folder, 'package.json');
    const read = readText(file);
    if (read === undefined) continue;
    dir = folder;
    if ('problem' in read) problems.push(read.problem);
    else {
      try {
        packageJson = readPackageJson(read.text, file);
      } catch (error) {
        problems.push(reason(error));
      }
    }
    break;
  }
  if (dir === undefined) return {nodeModules, problems};

  /** @type {ReadLock | undefined} */
  let lock;
  for (const folder of upFrom(dir)) {
    let found = false;
    for (const name of LOCKFILES) {
      const file = path.join(folder, name);
      const read = readText(file);
      if (read === undefined) continue;
      found = true;
      if ('problem' in read) {
        problems.push(read.problem);
        continue;
      }
      try {
        const parsed = readLockfile(read.text, file);
        const workspace = path.relative(folder, dir).split(path.sep).join('/') || undefined;
        lock = {
          file,
          lockfile: parsed.lockfile,
          format: parsed.format,
          installed: installedFrom(parsed, packageJson?.declared, workspace),
        };
        break;
      } catch (error) {
        problems.push(reason(error));
      }
    }
    if (found) break;
  }

  const names = packageJson
    ? Object.keys(packageJson.declared).filter((n) => n.startsWith('@faststore/'))
    : Object.keys(lock?.installed ?? {});
  for (const name of names) {
    for (const folder of upFrom(dir)) {
      const file = path.join(folder, 'node_modules', ...name.split('/'), 'package.json');
      const read = readText(file);
      if (read === undefined) continue;
      if ('problem' in read) problems.push(read.problem);
      else {
        try {
          const data = parseJson(read.text, file);
          const version = data && typeof data === 'object' && 'version' in data ? data.version : undefined;
          if (typeof version === 'string' && /^\d+\.\d+\.\d+/.test(version)) nodeModules[name] = {version, file};
          else problems.push(`${file} names no release (its "version" is missing or not one).`);
        } catch (error) {
          problems.push(reason(error));
        }
      }
      // Node stops at the first node_modules that has the package, readable or not.
      break;
    }
  }
  return {dir, ...(packageJson && {packageJson}), ...(lock && {lock}), nodeModules, problems};
}
