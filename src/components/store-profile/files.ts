/**
 * Reading a store's own files in the browser: its `package.json` (which starter it came from, and
 * the ranges it declares) and its lockfile (the releases it really installs), with the same reader
 * the agent server and the starter manifests use. Files never leave the page: they are read as text
 * here and only the releases and the starter's name are kept.
 */
import {
  installedFrom,
  lockfileKind,
  readLockfile,
  readPackageJson,
  releaseProblem,
  StoreFileError,
  type Lockfile,
  type LockfileName,
} from '@faststore-docs/shared/store/lockfiles';
import {PACKAGE_KEYS} from '@faststore-docs/shared/reference/marks';
import {checkProfile, starterOf, type Coverage, type Releases, type StoreProfile} from './profile';

/** Far above any store's lockfile (a large store's is a few megabytes), far below a page's memory. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FILE_TEXT = '10 MB';

export interface StoreFile {
  name: string;
  size: number;
  text: () => Promise<string>;
}

export type ReadFile =
  | {kind: 'package.json'; name?: string; declared: Record<string, string>; dependencies: string[]}
  /** Every entry, so that a package at two releases resolves once package.json says which range it asks. */
  | {kind: 'lockfile'; lockfile: LockfileName; lock: Lockfile};

const NEITHER = (name: string) =>
  `${name} is neither a package.json nor a lockfile (yarn.lock, package-lock.json or pnpm-lock.yaml).`;

/** What one file is, by its content (a renamed or downloaded copy is read all the same). */
export async function readStoreFile(file: StoreFile): Promise<ReadFile | {problem: string}> {
  if (file.size > MAX_FILE_BYTES) {
    return {
      problem: `${file.name} is ${(file.size / 1024 / 1024).toFixed(1)} MB: too large to be a package.json or a lockfile (the limit is ${MAX_FILE_TEXT}).`,
    };
  }
  const text = await file.text();
  try {
    if (lockfileKind(text, file.name)) {
      const lock = readLockfile(text, file.name);
      return {kind: 'lockfile', lockfile: lock.lockfile, lock};
    }
    // JSON that is not npm's lockfile is read as a package.json, which says where it is not valid JSON.
    if (/^\s*[{[]/.test(text) || file.name.endsWith('.json')) {
      const pkg = readPackageJson(text, file.name);
      if (Object.keys(pkg.declared).length === 0 && pkg.name === undefined) return {problem: NEITHER(file.name)};
      return {kind: 'package.json', ...pkg};
    }
  } catch (error) {
    if (error instanceof StoreFileError) {
      return {problem: error.message.includes('holds no object') ? NEITHER(file.name) : error.message};
    }
    throw error;
  }
  return {problem: NEITHER(file.name)};
}

/**
 * Which pinned starter a package.json comes from: its name, else the starter whose dependencies it
 * shares most, when they share at least four in five (a store adds and drops a few packages).
 */
function detectStarter(pkg: Extract<ReadFile, {kind: 'package.json'}>, coverage: Coverage): string | null {
  const names = coverage.starters.map((s) => starterOf(s.repository));
  if (pkg.name && names.includes(pkg.name)) return pkg.name;
  let best: {starter: string; score: number} | undefined;
  for (const s of coverage.starters) {
    const theirs = new Set(s.dependencies ?? []);
    if (theirs.size === 0) continue;
    const shared = pkg.dependencies.filter((d) => theirs.has(d)).length;
    const score = shared / new Set([...theirs, ...pkg.dependencies]).size;
    if (score >= 0.8 && (!best || score > best.score)) best = {starter: starterOf(s.repository), score};
  }
  return best?.starter ?? null;
}

export type FromFiles =
  | {profile: StoreProfile; from: string}
  | {problem: string}
  /** Read so far, but more is needed before anything is kept. */
  | {waiting: string};

/**
 * A profile from the files read so far (the newest of each kind wins): the lockfile gives the
 * releases, package.json the starter and which packages the store depends on. A package.json alone
 * gives releases only where it pins one exactly; a range waits for the lockfile.
 */
export function profileFromFiles(
  files: readonly ReadFile[],
  coverage: Coverage,
  /** The starter already kept: a lockfile alone says nothing of the starter, so it stays. */
  keptStarter: string | null = null,
): FromFiles {
  const newest = [...files].reverse();
  const pkg = newest.find((f): f is Extract<ReadFile, {kind: 'package.json'}> => f.kind === 'package.json');
  const lock = newest.find((f): f is Extract<ReadFile, {kind: 'lockfile'}> => f.kind === 'lockfile');
  const declared = pkg?.declared ?? {};
  const installed = lock ? installedFrom(lock.lock, declared) : {};
  const source = [pkg && 'package.json', lock?.lockfile].filter(Boolean).join(' and ');
  // A FastStore 2 store, or one on another line, is told so before anything else is asked of it.
  // The store's own packages: what package.json declares, when it was given (a lockfile also holds
  // what they depend on).
  const faststore = Object.fromEntries(
    Object.entries({...declared, ...installed}).filter(
      ([name]) => name.startsWith('@faststore/') && (!pkg || Object.hasOwn(declared, name)),
    ),
  );
  const later = releaseProblem(faststore, {});
  if (later) return {problem: `${later} Nothing was saved.`};
  const releases: Releases = {};
  const ranges: string[] = [];
  for (const key of PACKAGE_KEYS) {
    const name = `@faststore/${key}`;
    if (pkg && !Object.hasOwn(declared, name)) continue;
    const locked = Object.hasOwn(installed, name) ? installed[name] : undefined;
    if (locked) releases[key] = locked;
    else if (Object.hasOwn(declared, name)) {
      if (/^\d+\.\d+\.\d+$/.test(declared[name])) releases[key] = declared[name];
      else ranges.push(`${name} "${declared[name]}"`);
    }
  }
  if (Object.keys(releases).length === 0 && ranges.length === 0) {
    return {
      problem: `Your ${source} names no @faststore package (ui, sdk or api): this portal documents stores built with them.`,
    };
  }
  if (ranges.length > 0) {
    return {
      waiting: `package.json declares ranges (${ranges.join(', ')}), not the releases your store installs: add its lockfile (yarn.lock, package-lock.json or pnpm-lock.yaml). Nothing is saved until then.`,
    };
  }
  const starter = pkg ? detectStarter(pkg, coverage) : keptStarter;
  const checked = checkProfile({starter, releases}, coverage);
  return checked.profile ? {profile: checked.profile, from: source} : {problem: checked.problem};
}
