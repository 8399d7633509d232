/**
 * Which release a tool answers for: the one the call names, else the store's (when the server was
 * started in or pointed at a store), else the one the site shows first. A store release the bundle
 * does not cover falls back to the newest covered release before it, and the answer says so.
 */
import type {PackageKey, Reference} from './data';
import {ToolError} from './toolError';

export interface Resolved {
  version: string;
  /** Why this release, when the caller did not name it. */
  note?: string;
}

function compare(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) if ((pa[i] ?? 0) !== (pb[i] ?? 0)) return (pa[i] ?? 0) - (pb[i] ?? 0);
  return 0;
}

export class Versions {
  constructor(
    private readonly reference: Reference,
    private readonly store: Partial<Record<PackageKey, string>> = {},
  ) {}

  covered(pkg: PackageKey): string[] {
    return this.reference.versions[pkg];
  }

  /** One line for a tool's description: `@faststore/ui 1.9.4, 1.9.10, 1.9.11 (default 1.9.11)`. */
  describe(pkg: PackageKey): string {
    return `@faststore/${pkg} ${this.covered(pkg).join(', ')} (default ${this.defaultOf(pkg).version})`;
  }

  defaultOf(pkg: PackageKey): Resolved {
    const covered = this.covered(pkg);
    const installed = this.store[pkg];
    if (installed) {
      if (covered.includes(installed)) return {version: installed, note: `the store's installed @faststore/${pkg}`};
      const before = covered.filter((v) => compare(v, installed) < 0).at(-1);
      if (before) {
        return {
          version: before,
          note: `the store has @faststore/${pkg}@${installed}, which this server does not cover; answering for ${before}, the newest covered release before it`,
        };
      }
    }
    return {version: this.reference.defaults[pkg]};
  }

  resolve(pkg: PackageKey, requested?: string): Resolved {
    if (requested === undefined || requested.trim() === '') return this.defaultOf(pkg);
    const version = requested.trim().replace(/^v/, '');
    if (!this.covered(pkg).includes(version)) {
      throw new ToolError(
        'unknown_version',
        `@faststore/${pkg}@${version} is not a release this server covers. Covered: ${this.covered(pkg).join(', ')}.`,
        this.covered(pkg),
      );
    }
    return {version};
  }
}
