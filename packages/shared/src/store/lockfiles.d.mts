export class StoreFileError extends Error {
  constructor(file: string, message: string);
  readonly file: string;
}
export interface PackageJson {
  name?: string;
  declared: Record<string, string>;
  dependencies: string[];
  workspaces: string[];
}
export type LockfileName = 'yarn.lock' | 'package-lock.json' | 'pnpm-lock.yaml';
export interface LockedEntry {
  version: string;
  ranges: string[];
  top?: boolean;
  workspace?: string;
}
export interface Lockfile {
  lockfile: LockfileName;
  format: string;
  entries: Record<string, LockedEntry[]>;
}
export function parseJson(text: string, file: string): unknown;
export function readPackageJson(text: string, file?: string): PackageJson;
export function lockfileKind(text: string, file?: string): LockfileName | undefined;
export function readLockfile(text: string, file?: string): Lockfile;
export function satisfies(version: string, range: string): boolean;
export function installedFrom(
  lock: Lockfile,
  declared?: Record<string, string>,
  workspace?: string,
): Record<string, string>;
export function installedFromYarnLock(text: string, declared?: Record<string, string>): Record<string, string>;
export function installedFromPnpmLock(text: string, declared?: Record<string, string>): Record<string, string>;
export function installedFromPackageLock(text: string, declared?: Record<string, string>): Record<string, string>;
export function releaseProblem(
  releases: Record<string, string>,
  covered: Readonly<Record<string, readonly string[]>>,
): string | undefined;
