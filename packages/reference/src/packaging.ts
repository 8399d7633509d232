/**
 * How each covered release is packaged, and what that means for code run by Node without a bundler
 * (a store's Jest tests, its scripts): the entry points of its package.json (`main`, `module`,
 * `exports`, `type`) and whether Node loads the package by name with `require()` and with `import`.
 * The declarations and the compiled code can stay the same while a release drops the build Node
 * loads, as @faststore/ui and @faststore/sdk 1.9.10 dropped their CommonJS build; this turns such a
 * difference between consecutive covered releases into a change for /reference/changes, breaking when
 * Node stops loading the package one way it loaded the older release.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {PACKAGING_ENTRY, type Change} from '@faststore-docs/shared/reference/changes';
import {pairs, type Covered, type PackageKey} from './covered';

/** The package.json fields that decide which file a runtime or a bundler loads. */
export const ENTRY_FIELDS = ['main', 'module', 'exports', 'type'] as const;
type EntryField = (typeof ENTRY_FIELDS)[number];

export interface Packaging {
  /** Each entry field as the release's package.json writes it, absent when it has none. */
  entries: Partial<Record<EntryField, unknown>>;
  /** The error code Node gives when loading the package by name, or null when it loads. */
  require: string | null;
  import: string | null;
}

/**
 * Loads `specifier` from `cwd` in a Node process of its own, both ways, so that the site's module
 * cache and loaders play no part: what a store's test runner or script would meet.
 */
const LOAD_SCRIPT = `
const spec = process.argv[1];
const out = {require: null, import: null};
try { require(spec); } catch (e) { out.require = e.code || e.name || 'Error'; }
import(spec)
  .catch((e) => { out.import = e.code || e.name || 'Error'; })
  .then(() => process.stdout.write(JSON.stringify(out)));
`;

/** The name a store's code gives the installed copy in `dir`: `@faststore/ui` or its alias. */
function specifierOf(dir: string): {cwd: string; specifier: string} {
  const parts = path.resolve(dir).split(path.sep);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0) throw new Error(`packaging: ${dir} is not inside a node_modules folder`);
  return {cwd: parts.slice(0, at).join(path.sep) || path.sep, specifier: parts.slice(at + 1).join('/')};
}

/** How the installed copy in `dir` is packaged, read from its package.json and loaded by Node. */
export function packagingOf(dir: string): Packaging {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
  const entries: Packaging['entries'] = {};
  for (const field of ENTRY_FIELDS) if (manifest[field] !== undefined) entries[field] = manifest[field];
  const {cwd, specifier} = specifierOf(dir);
  const output = execFileSync(process.execPath, ['-e', LOAD_SCRIPT, specifier], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    timeout: 60_000,
  });
  const loaded = JSON.parse(output) as {require: string | null; import: string | null};
  return {entries, require: loaded.require, import: loaded.import};
}

const shown = (value: unknown) => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;

/** One sentence per entry field that differs. */
function entrySentences(a: Packaging, b: Packaging): string[] {
  return ENTRY_FIELDS.flatMap((field) => {
    const before = a.entries[field];
    const after = b.entries[field];
    if (JSON.stringify(before) === JSON.stringify(after)) return [];
    if (after === undefined) return [`\`${field}\` (${shown(before)}) was removed.`];
    if (before === undefined) return [`\`${field}\` (${shown(after)}) was added.`];
    return [`\`${field}\` changed from ${shown(before)} to ${shown(after)}.`];
  });
}

const WAYS = [
  ['require', '`require()`'],
  ['import', 'Node’s `import`'],
] as const;

/**
 * The packaging change between two releases of a package, if any: breaking when Node loaded the
 * older release one way (`require()` or `import`) and no longer loads the newer one that way.
 */
export function packagingChange(
  pkg: PackageKey,
  from: {version: string; packaging: Packaging},
  to: {version: string; packaging: Packaging},
): Change | undefined {
  const a = from.packaging;
  const b = to.packaging;
  const lost = WAYS.filter(([way]) => a[way] === null && b[way] !== null);
  const gained = WAYS.filter(([way]) => a[way] !== null && b[way] === null);
  const entries = entrySentences(a, b);
  if (entries.length === 0 && lost.length === 0 && gained.length === 0) return undefined;
  const sentences = [`The package.json entry points of @faststore/${pkg} changed: ${entries.join(' ')}`];
  if (entries.length === 0)
    sentences[0] = `The entry points of @faststore/${pkg} read the same, but how Node loads it changed.`;
  if (lost.length > 0) {
    sentences.push(
      `Node no longer loads it by name with ${lost.map(([way, label]) => `${label} (\`${b[way]}\`)`).join(' or ')}, ` +
        'so code that Node runs without a bundler, such as unit tests and scripts, stops working until its runner maps the package to its entry file and transforms it.',
    );
  }
  if (gained.length > 0) sentences.push(`Node now loads it with ${gained.map(([, label]) => label).join(' and ')}.`);
  return {
    package: pkg,
    from: from.version,
    to: to.version,
    kind: 'changed',
    breaking: lost.length > 0,
    descriptionOnly: false,
    entry: PACKAGING_ENTRY,
    message: sentences.join(' '),
  };
}

export {PACKAGING_ENTRY};

/** Every packaging change between consecutive covered releases of each package. */
export function packagingChanges(covered: Covered): Change[] {
  return (Object.keys(covered) as PackageKey[]).flatMap((pkg) =>
    pairs(covered[pkg].map((c) => ({version: c.version, packaging: packagingOf(c.dir)}))).flatMap(([a, b]) => {
      const change = packagingChange(pkg, a, b);
      return change ? [change] : [];
    }),
  );
}
