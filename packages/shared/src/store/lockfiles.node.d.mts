import type {LockfileName, PackageJson} from './lockfiles.mjs';

export interface ReadLock {
  file: string;
  lockfile: LockfileName;
  format: string;
  installed: Record<string, string>;
}
export interface ReadStore {
  dir?: string;
  packageJson?: PackageJson;
  lock?: ReadLock;
  nodeModules: Record<string, {version: string; file: string}>;
  problems: string[];
}
export function readStore(start: string): ReadStore;
