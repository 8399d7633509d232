/**
 * Which release a tool answers for: the one the call names, else the store's (when the server was
 * started in or pointed at a store), else the one the site shows first. The answer always says which
 * and why when the call did not name it: a release chosen silently is how an agent ends up writing
 * code for a release the store does not have.
 */
import type {Page, PackageKey, Reference} from './data';
import {afterCoveredLine, beforeCoveredLine, lineOf, notesBetween, upgradeStart} from './releaseLine';
import type {StoreRelease} from './store';
import {ToolError} from './toolError';

export interface Resolved {
  version: string;
  /** Why this release, when the caller did not name it. */
  note?: string;
  /**
   * The store is on an older FastStore line than the covered one: what it was told instead of an
   * answer. A call that names no release is refused with it; `version` is then only a stand-in.
   */
  outsideLine?: string;
}

export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) if ((pa[i] ?? 0) !== (pb[i] ?? 0)) return (pa[i] ?? 0) - (pb[i] ?? 0);
  return 0;
}

/** The newest of `versions` a package.json range lets a package manager install (`^`, `~`, exact, `>=`). */
function newestIn(range: string, versions: readonly string[]): string | undefined {
  const m = /^\s*(\^|~|>=|=)?\s*v?(\d+)\.(\d+)\.(\d+)\s*$/.exec(range);
  if (!m) return undefined;
  const [, op, major, minor] = m;
  const low = `${m[2]}.${m[3]}.${m[4]}`;
  return versions
    .filter((v) => {
      if (compareVersions(v, low) < 0) return false;
      const [vMajor, vMinor] = v.split('.');
      if (op === '^') return vMajor === major;
      if (op === '~') return vMajor === major && vMinor === minor;
      if (op === '>=') return true;
      return v === low;
    })
    .at(-1);
}

export interface StoreContext {
  /** The store's packages; undefined when no store was found. */
  packages?: Partial<Record<PackageKey, StoreRelease>>;
  /** Why there is no store (`no package.json in /work/x`), said in every answer that falls back. */
  missing?: string;
  /** The store's files that could not be read, said with every release read from the store. */
  problems?: string[];
  /** The store's folder, where its installed packages are read (the `validate` tool type-checks against them). */
  dir?: string;
}

export class Versions {
  constructor(
    private readonly reference: Reference,
    private readonly store: StoreContext = {missing: 'the server was started without a store'},
    /** The portal's pages, for the release notes on the way from an older line; none: only the release named. */
    private readonly pages: readonly Pick<Page, 'path' | 'title'>[] = [],
    private readonly origin = '',
  ) {}

  /**
   * What a store on an older line than the covered one is told: the covered line and where its
   * upgrade starts. Undefined when the store's release of `pkg` is on the covered line or none is known.
   */
  outsideLine(pkg: PackageKey): string | undefined {
    const found = this.store.packages?.[pkg];
    const covered = this.covered(pkg);
    if (found && afterCoveredLine(found.version, covered))
      return (
        `@faststore/${pkg} ${found.version} is FastStore ${lineOf(found.version)}, newer than the FastStore ${lineOf(covered[0])} ` +
        `releases this server documents (${covered.join(', ')}): their references would not match this store's code`
      );
    if (!found || !beforeCoveredLine(found.version, covered)) return undefined;
    const notes = notesBetween(this.pages, lineOf(found.version), lineOf(covered[0]));
    return upgradeStart(pkg, found.version, covered, notes, this.origin);
  }

  covered(pkg: PackageKey): string[] {
    return this.reference.versions[pkg];
  }

  /** One line for a tool's description: `@faststore/ui 1.9.4, 1.9.10, 1.9.11 (default 1.9.11)`. */
  describe(pkg: PackageKey): string {
    return `@faststore/${pkg} ${this.covered(pkg).join(', ')} (default ${this.defaultOf(pkg).version})`;
  }

  defaultOf(pkg: PackageKey): Resolved & {note: string} {
    const covered = this.covered(pkg);
    const shown = this.reference.defaults[pkg];
    const name = `@faststore/${pkg}`;
    if (!this.store.packages) {
      return {
        version: shown,
        note: `${this.store.missing ?? 'no store'}: answering for ${name} ${shown}, the release the portal shows first. Name a version, or start the server with --store <the store's folder>`,
      };
    }
    const found = this.store.packages[pkg];
    if (!found) {
      return {
        version: shown,
        note: `the store does not depend on ${name}: answering for ${shown}, the release the portal shows first`,
      };
    }
    const skipped = this.store.problems?.length ? `; could not read: ${this.store.problems.join(' ')}` : '';
    // Another line is said whichever file told the release: a range in package.json included.
    const other = this.outsideLine(pkg);
    if (other) return {version: covered[0], note: `${other} (read from ${found.from})`, outsideLine: other};
    if (found.from === 'package.json') {
      const newest = newestIn(found.range ?? found.version, covered);
      const version = newest ?? shown;
      return {
        version,
        note:
          `the store's package.json declares ${name} "${found.range}" but no node_modules or lockfile says which release it has` +
          (newest
            ? `: answering for ${version}, the newest covered release that range allows`
            : `: no covered release fits that range; answering for ${version}, the release the portal shows first`) +
          `. Install the store's dependencies for an exact answer${skipped}`,
      };
    }
    const where = `read from ${found.from}${skipped}`;
    if (covered.includes(found.version)) {
      return {version: found.version, note: `the store's ${name} ${found.version} (${where})`};
    }
    const before = covered.filter((v) => compareVersions(v, found.version) < 0).at(-1);
    if (before) {
      return {
        version: before,
        note: `the store has ${name}@${found.version} (${where}), which this server does not cover; answering for ${before}, the newest covered release before it`,
      };
    }
    return {
      version: covered[0],
      note: `the store has ${name}@${found.version} (${where}), older than every release this server covers (${covered.join(', ')}); answering for ${covered[0]}, the oldest covered, whose API may differ from the store's`,
    };
  }

  resolve(pkg: PackageKey, requested?: string): Resolved {
    const outside = this.outsideLine(pkg);
    if (requested === undefined || requested.trim() === '') {
      // Never the covered data as if it were the store's: its release is not among them.
      if (outside) throw new ToolError('release_not_covered', outside, this.covered(pkg));
      return this.defaultOf(pkg);
    }
    const version = requested.trim().replace(/^v/, '');
    if (!this.covered(pkg).includes(version)) {
      throw new ToolError(
        'unknown_version',
        `@faststore/${pkg}@${version} is not a release this server covers. Covered: ${this.covered(pkg).join(', ')}.`,
        this.covered(pkg),
      );
    }
    const store = this.store.packages?.[pkg];
    return outside && store
      ? {
          version,
          note: `answering for @faststore/${pkg} ${version} as asked: not the store's release (${store.version}, FastStore ${lineOf(store.version)}); code written from it does not run in the store before its upgrade`,
        }
      : {version};
  }
}
