/**
 * Reading a store's own files in the browser: its `package.json` (which starter it came from, and
 * the ranges it declares) and its lockfile (the releases it really installs), with the same reader
 * the agent server and the starter manifests use. Files never leave the page: they are read as text
 * here and only the releases and the starter's name are kept.
 */
import * as z from '../../lib/zod';
import {
  installedFromPackageLock,
  installedFromPnpmLock,
  installedFromYarnLock,
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

type LockfileName = 'yarn.lock' | 'package-lock.json' | 'pnpm-lock.yaml';

export type ReadFile =
  | {kind: 'package.json'; name?: string; declared: Record<string, string>; dependencies: string[]}
  | {kind: 'lockfile'; lockfile: LockfileName; installed: Record<string, string>};

const packageJsonSchema = z.object({
  name: z.string().optional(),
  dependencies: z.record(z.string(), z.string()).optional(),
  devDependencies: z.record(z.string(), z.string()).optional(),
});
const packageLockSchema = z.object({
  lockfileVersion: z.number(),
  packages: z.record(z.string(), z.unknown()),
});

const NEITHER = (name: string) =>
  `${name} is neither a package.json nor a lockfile (yarn.lock, package-lock.json or pnpm-lock.yaml).`;

function json(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** What one file is, by its content (a renamed or downloaded copy is read all the same). */
export async function readStoreFile(file: StoreFile): Promise<ReadFile | {problem: string}> {
  if (file.size > MAX_FILE_BYTES) {
    return {
      problem: `${file.name} is ${(file.size / 1024 / 1024).toFixed(1)} MB: too large to be a package.json or a lockfile (the limit is ${MAX_FILE_TEXT}).`,
    };
  }
  const text = await file.text();
  const data = json(text);
  if (data !== undefined) {
    const lock = packageLockSchema.safeParse(data);
    if (lock.success)
      return {kind: 'lockfile', lockfile: 'package-lock.json', installed: installedFromPackageLock(text)};
    const pkg = packageJsonSchema.safeParse(data);
    if (pkg.success && (pkg.data.dependencies || pkg.data.devDependencies || pkg.data.name)) {
      return {
        kind: 'package.json',
        name: pkg.data.name,
        declared: {...pkg.data.devDependencies, ...pkg.data.dependencies},
        dependencies: Object.keys(pkg.data.dependencies ?? {}).sort(),
      };
    }
    return {problem: NEITHER(file.name)};
  }
  if (
    /^# yarn lockfile v1$/m.test(text) ||
    (file.name.endsWith('yarn.lock') && /^\S[^\n]*:\n\s+version "/m.test(text))
  ) {
    return {kind: 'lockfile', lockfile: 'yarn.lock', installed: installedFromYarnLock(text)};
  }
  if (/^__metadata:\s*$/m.test(text)) {
    return {
      problem: `${file.name} is a lockfile of Yarn 2 or later, which this page does not read; choose your package.json with a yarn.lock of Yarn 1, a package-lock.json or a pnpm-lock.yaml, or pick your releases by hand.`,
    };
  }
  if (/^lockfileVersion:/m.test(text)) {
    return {kind: 'lockfile', lockfile: 'pnpm-lock.yaml', installed: installedFromPnpmLock(text)};
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
export function profileFromFiles(files: readonly ReadFile[], coverage: Coverage): FromFiles {
  const newest = [...files].reverse();
  const pkg = newest.find((f): f is Extract<ReadFile, {kind: 'package.json'}> => f.kind === 'package.json');
  const lock = newest.find((f): f is Extract<ReadFile, {kind: 'lockfile'}> => f.kind === 'lockfile');
  const releases: Releases = {};
  const ranges: string[] = [];
  for (const key of PACKAGE_KEYS) {
    const name = `@faststore/${key}`;
    if (pkg && !pkg.declared[name]) continue;
    const locked = lock?.installed[name];
    if (locked) releases[key] = locked;
    else if (pkg?.declared[name]) {
      if (/^\d+\.\d+\.\d+$/.test(pkg.declared[name])) releases[key] = pkg.declared[name];
      else ranges.push(`${name} "${pkg.declared[name]}"`);
    }
  }
  const source = [pkg && 'package.json', lock?.lockfile].filter(Boolean).join(' and ');
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
  const starter = pkg ? detectStarter(pkg, coverage) : null;
  const checked = checkProfile({starter, releases}, coverage);
  return checked.profile ? {profile: checked.profile, from: source} : {problem: checked.problem};
}
