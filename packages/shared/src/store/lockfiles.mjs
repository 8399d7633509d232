/**
 * The one reader of a store's own files: its `package.json` and its lockfile, whichever package
 * manager wrote it (npm's `package-lock.json` v1 to v3, Yarn's `yarn.lock` classic and Berry, pnpm's
 * `pnpm-lock.yaml` 5.x to 9.x), and which `@faststore/*` releases they say the store has. Shared by
 * the starter manifests' script, the agent server and the upgrade command (through
 * `lockfiles.node.mjs`, which finds the files on disk the way Node does) and the "Your store" profile,
 * which reads a dropped file in the browser: so no Node modules here.
 *
 * Every failure is a `StoreFileError` whose message names the file and what is wrong with it, in
 * words a store developer can act on; no other error leaves this module, whatever the text.
 */

/** A store's file that cannot be read as what it claims to be. */
export class StoreFileError extends Error {
  /**
   * @param {string} file the file's name as the reader knows it (`package.json`, `The pasted text`)
   * @param {string} message the whole sentence, naming the file
   */
  constructor(file, message) {
    super(message);
    this.name = 'StoreFileError';
    this.file = file;
  }
}

const FASTSTORE = /^@faststore\/[\w.-]+$/;
const RELEASE = /^(\d+)\.(\d+)\.(\d+)(?:-[\w.-]+)?/;

/**
 * JSON, or a `StoreFileError` that says which file and where: line and column, as an editor shows
 * them (engines word the position differently: Chrome and Node by offset, Firefox by line).
 * @param {string} text
 * @param {string} file
 * @returns {unknown}
 */
export function parseJson(text, file) {
  try {
    return JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const lineColumn = /line (\d+) column (\d+)/.exec(reason);
    const offset = /position (\d+)/.exec(reason);
    const at = offset ? Number(offset[1]) : text.length;
    let where;
    if (lineColumn) where = `line ${lineColumn[1]}, column ${lineColumn[2]}`;
    else {
      const before = text.slice(0, at).split('\n');
      where = `line ${before.length}, column ${before[before.length - 1].length + 1}`;
    }
    const ended =
      at >= text.trimEnd().length || /end of (JSON|data)/i.test(reason)
        ? ' (the file ends too early: it may have been cut off)'
        : '';
    throw new StoreFileError(file, `${file} is not valid JSON: at ${where}${ended}.`);
  }
}

/** @param {unknown} value */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The `name: range` entries of one dependency field, only those whose value is a string.
 * @param {unknown} field
 * @returns {[string, string][]}
 */
const stringEntries = (field) =>
  isObject(field) ? Object.entries(field).filter(([, v]) => typeof v === 'string') : [];

/**
 * @typedef {{
 *   name?: string,
 *   declared: Record<string, string>,
 *   dependencies: string[],
 *   workspaces: string[],
 * }} PackageJson
 */

/**
 * A store's `package.json`: its name, every dependency it declares with its range (dependencies win
 * over devDependencies, as in the installed tree), the names of its runtime dependencies, and its
 * workspace patterns (npm and Yarn's `workspaces`, as a list or as `{packages}`).
 * @param {string} text
 * @param {string} [file]
 * @returns {PackageJson}
 */
export function readPackageJson(text, file = 'package.json') {
  const data = parseJson(text, file);
  if (!isObject(data)) throw new StoreFileError(file, `${file} is not a package.json: it holds no object.`);
  /** @type {Record<string, string>} */
  const declared = Object.create(null);
  for (const field of ['optionalDependencies', 'peerDependencies', 'devDependencies', 'dependencies'])
    for (const [name, range] of stringEntries(data[field])) declared[name] = range;
  const workspaces = Array.isArray(data.workspaces)
    ? data.workspaces
    : isObject(data.workspaces) && Array.isArray(data.workspaces.packages)
      ? data.workspaces.packages
      : [];
  return {
    ...(typeof data.name === 'string' && {name: data.name}),
    declared: {...declared},
    dependencies: stringEntries(data.dependencies)
      .map(([name]) => name)
      .sort(),
    workspaces: workspaces.filter((w) => typeof w === 'string'),
  };
}

/** @typedef {'yarn.lock' | 'package-lock.json' | 'pnpm-lock.yaml'} LockfileName */
/**
 * One release of a package in a lockfile: the ranges it answers (Yarn, pnpm's specifier), whether it
 * sits at the top of a `node_modules` rather than inside another package's, and whose (a workspace's
 * folder, or the root's when undefined).
 * @typedef {{version: string, ranges: string[], top?: boolean, workspace?: string}} LockedEntry
 */
/** @typedef {{lockfile: LockfileName, format: string, entries: Record<string, LockedEntry[]>}} Lockfile */

/**
 * Which lockfile a text is, by its content (a renamed or downloaded copy is read all the same), else
 * undefined. A JSON text is npm's when it has npm's `lockfileVersion` or its `node_modules/…` keys.
 * @param {string} text
 * @param {string} [file]
 * @returns {LockfileName | undefined}
 */
export function lockfileKind(text, file = '') {
  const start = text.trimStart();
  if (start.startsWith('{'))
    return /"lockfileVersion"\s*:|"node_modules\/[^"]*"\s*:/.test(text) ? 'package-lock.json' : undefined;
  if (/^# yarn lockfile v1\s*$/m.test(text) || /^__metadata:\s*$/m.test(text)) return 'yarn.lock';
  if (/^lockfileVersion:/m.test(text)) return 'pnpm-lock.yaml';
  if (file.endsWith('yarn.lock') && /^\S[^\n]*:\n\s+version:? "?\d/m.test(text)) return 'yarn.lock';
  return undefined;
}

/**
 * Every `@faststore/*` entry of a lockfile, with the ranges each answers (Yarn) or whether it is the
 * one at the top of `node_modules` (npm, pnpm's importers): a lockfile may hold one package at two
 * releases, and `installedFrom` picks the one the store's own code gets.
 * @param {string} text
 * @param {string} [file] the file's name, for messages
 * @returns {Lockfile}
 */
export function readLockfile(text, file = 'the lockfile') {
  const kind = lockfileKind(text, file);
  if (kind === 'package-lock.json') return readPackageLock(text, file);
  if (kind === 'yarn.lock') return readYarnLock(text);
  if (kind === 'pnpm-lock.yaml') return readPnpmLock(text);
  throw new StoreFileError(
    file,
    `${file} is not a lockfile: neither yarn.lock (Yarn 1 or later), package-lock.json nor pnpm-lock.yaml.`,
  );
}

/**
 * @param {Record<string, LockedEntry[]>} entries
 * @param {string} name
 * @param {LockedEntry} entry
 */
function add(entries, name, entry) {
  const list = Object.hasOwn(entries, name) ? entries[name] : (entries[name] = []);
  const same = list.find((e) => e.version === entry.version);
  if (same) {
    same.ranges = [...new Set([...same.ranges, ...entry.ranges])];
    if (entry.top) same.top = true;
  } else list.push(entry);
}

/** @param {string} text @param {string} file @returns {Lockfile} */
function readPackageLock(text, file) {
  const lock = parseJson(text, file);
  if (!isObject(lock)) throw new StoreFileError(file, `${file} is not a package-lock.json: it holds no object.`);
  /** @type {Record<string, LockedEntry[]>} */
  const entries = Object.create(null);
  const format = `npm lockfile v${typeof lock.lockfileVersion === 'number' ? lock.lockfileVersion : '?'}`;
  if (isObject(lock.packages)) {
    // v2 and v3: one entry per folder of node_modules; the store's code gets the one at the top, a
    // workspace's own `<workspace>/node_modules/...` first (`installedFrom`'s `workspace`).
    for (const [key, entry] of Object.entries(lock.packages)) {
      const m = /^(?:(.*?)\/)?node_modules\/(@faststore\/[\w.-]+)$/.exec(key);
      if (!m || !isObject(entry) || typeof entry.version !== 'string' || !RELEASE.test(entry.version)) continue;
      const nested = m[1] !== undefined && m[1].includes('node_modules/');
      add(entries, m[2], {
        version: entry.version,
        ranges: [],
        ...(!nested && {top: true}),
        ...(m[1] !== undefined && !nested && {workspace: m[1]}),
      });
    }
  } else if (isObject(lock.dependencies)) {
    // v1: a tree of `dependencies`; its first level is the top of node_modules.
    /** @param {Record<string, unknown>} level @param {boolean} top */
    const walk = (level, top) => {
      for (const [name, entry] of Object.entries(level)) {
        if (!isObject(entry)) continue;
        if (FASTSTORE.test(name) && typeof entry.version === 'string' && RELEASE.test(entry.version))
          add(entries, name, {version: entry.version, ranges: [], ...(top && {top: true})});
        if (isObject(entry.dependencies)) walk(entry.dependencies, false);
      }
    };
    walk(lock.dependencies, true);
  }
  return {lockfile: 'package-lock.json', format, entries};
}

/**
 * Yarn classic (`"@faststore/ui@^1.9.4", "@faststore/ui@^1.9.10":\n  version "1.9.10"`) and Berry
 * (`"@faststore/ui@npm:^1.9.4":\n  version: 1.9.10`): each entry with the ranges it answers. A text
 * lockfile is never refused: what is not an entry is not read.
 * @param {string} text @returns {Lockfile}
 */
function readYarnLock(text) {
  const berry = /^__metadata:\s*$/m.test(text);
  /** @type {Record<string, LockedEntry[]>} */
  const entries = Object.create(null);
  const blocks = text.replace(/\r\n?/g, '\n').split(/\n(?=\S)/);
  for (const block of blocks) {
    const [head, ...body] = block.split('\n');
    if (!head.endsWith(':') || head.startsWith('#')) continue;
    const version = body
      .map((line) => /^\s+version:?\s+"?([^"\s]+)"?\s*$/.exec(line)?.[1])
      .find((v) => v !== undefined);
    if (!version || !RELEASE.test(version)) continue;
    /** @type {Map<string, string[]>} */
    const byName = new Map();
    for (const spec of head.slice(0, -1).split(',')) {
      const m = /^\s*"?(@faststore\/[\w.-]+)@(.*?)"?\s*$/.exec(spec);
      if (!m) continue;
      byName.set(m[1], [...(byName.get(m[1]) ?? []), m[2].replace(/^npm:/, '')]);
    }
    for (const [name, ranges] of byName) add(entries, name, {version, ranges});
  }
  return {lockfile: 'yarn.lock', format: berry ? 'Yarn 2 or later' : 'Yarn 1', entries};
}

/**
 * The subset of YAML pnpm writes: nested mappings by indentation, with scalar values, quoted or not.
 * Lists and flow mappings (`{integrity: …}`) are kept as scalars, which is all this reader needs.
 * @typedef {{value?: string, children: Map<string, YamlNode>}} YamlNode
 * @param {string} text
 * @returns {YamlNode}
 */
function yamlTree(text) {
  /** @type {YamlNode} */
  const root = {children: new Map()};
  /** @type {{indent: number, node: YamlNode}[]} */
  const stack = [{indent: -1, node: root}];
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const m = /^( *)((?:'[^']*'|"[^"]*"|[^\s'"#-][^:]*?|-[^\s:][^:]*?)):(?:\s+(.*?))?\s*$/.exec(line);
    if (!m) continue;
    const indent = m[1].length;
    while (stack.length > 1 && stack[stack.length - 1].indent >= indent) stack.pop();
    const key = m[2].replace(/^(['"])(.*)\1$/, '$2');
    /** @type {YamlNode} */
    const node = {children: new Map()};
    if (m[3] !== undefined && m[3] !== '') node.value = m[3].replace(/^(['"])(.*)\1$/, '$2');
    stack[stack.length - 1].node.children.set(key, node);
    stack.push({indent, node});
  }
  return root;
}

const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'optionalDependencies'];

/**
 * pnpm's version of a package as a lockfile writes it: `1.9.10`, `1.9.10_react@17.0.2` (5.x: peers
 * after an underscore) or `1.9.10(react@17.0.2)` (6 and later). Undefined for a link or a path.
 * @param {string} value
 */
const pnpmVersion = (value) => {
  const m = /^(\d+\.\d+\.\d+(?:-[\w.]+?)?)(?:$|[_(])/.exec(value);
  return m?.[1];
};

/**
 * pnpm 5.x to 9.x: the versions the store's own importer (the root, `.`, or a workspace's folder)
 * resolves, else every `@faststore/*` entry of `packages` (keys `/@faststore/sdk/1.9.10_react@17.0.2`,
 * `/@faststore/sdk@1.9.10(react@17.0.2)`, `@faststore/sdk@1.9.10`).
 * @param {string} text @returns {Lockfile}
 */
function readPnpmLock(text) {
  const tree = yamlTree(text);
  const version = tree.children.get('lockfileVersion')?.value ?? '?';
  /** @type {Record<string, LockedEntry[]>} */
  const entries = Object.create(null);
  /** @param {YamlNode | undefined} importer @param {string | undefined} workspace */
  const fromImporter = (importer, workspace) => {
    if (!importer) return;
    for (const field of DEPENDENCY_FIELDS) {
      for (const [name, node] of importer.children.get(field)?.children ?? []) {
        if (!FASTSTORE.test(name)) continue;
        const raw = node.value ?? node.children.get('version')?.value;
        const v = raw === undefined ? undefined : pnpmVersion(raw);
        const specifier =
          node.children.get('specifier')?.value ?? importer.children.get('specifiers')?.children.get(name)?.value;
        if (v)
          add(entries, name, {
            version: v,
            ranges: specifier ? [specifier] : [],
            top: true,
            ...(workspace !== undefined && {workspace}),
          });
      }
    }
  };
  const importers = tree.children.get('importers');
  if (importers) for (const [at, importer] of importers.children) fromImporter(importer, at === '.' ? undefined : at);
  else fromImporter(tree, undefined);
  if (Object.keys(entries).length === 0) {
    for (const key of tree.children.get('packages')?.children.keys() ?? []) {
      const m = /^\/?(@faststore\/[\w.-]+)[/@](\d[^/]*)$/.exec(key);
      const v = m && pnpmVersion(m[2]);
      if (m && v) add(entries, m[1], {version: v, ranges: []});
    }
  }
  return {lockfile: 'pnpm-lock.yaml', format: `pnpm lockfile ${version}`, entries};
}

/**
 * @param {string} a
 * @param {string} b
 */
function compareReleases(a, b) {
  const pa = a.split(/[.-]/).map(Number);
  const pb = b.split(/[.-]/).map(Number);
  for (let i = 0; i < 3; i++) if ((pa[i] || 0) !== (pb[i] || 0)) return (pa[i] || 0) - (pb[i] || 0);
  return 0;
}

/**
 * Whether a release is in a package.json range: exact, `^`, `~`, `>=`, `x` wildcards, and `||`.
 * Anything else (a tag, a URL) holds none.
 * @param {string} version
 * @param {string} range
 */
export function satisfies(version, range) {
  const v = RELEASE.exec(version);
  if (!v) return false;
  return range.split('||').some((part) => {
    const m = /^\s*(\^|~|>=|=)?\s*v?(\d+|x|\*)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?\s*$/.exec(part.replace(/^npm:/, ''));
    if (!m) return part.trim() === '*' || part.trim() === '';
    const [, op, ...want] = m;
    const [major, minor, patch] = [Number(v[1]), Number(v[2]), Number(v[3])];
    const nums = want.map((w) => (w === undefined || w === 'x' || w === '*' ? undefined : Number(w)));
    const low = `${nums[0] ?? 0}.${nums[1] ?? 0}.${nums[2] ?? 0}`;
    if (op === '>=') return compareReleases(version, low) >= 0;
    if (op === '^') {
      if (compareReleases(version, low) < 0) return false;
      if ((nums[0] ?? 0) > 0 || nums[1] === undefined) return major === nums[0];
      if ((nums[1] ?? 0) > 0 || nums[2] === undefined) return major === 0 && minor === nums[1];
      return major === 0 && minor === 0 && patch === nums[2];
    }
    if (op === '~')
      return compareReleases(version, low) >= 0 && major === nums[0] && (nums[1] === undefined || minor === nums[1]);
    return [major, minor, patch].every((n, i) => nums[i] === undefined || n === nums[i]);
  });
}

/**
 * The release of each `@faststore/*` package the store's own code gets: the only entry; else the
 * one the package.json range was resolved to (Yarn names it); else the entry at the top of
 * node_modules (the workspace's own first); else the newest the range allows; else the newest.
 * @param {Lockfile} lock
 * @param {Record<string, string>} [declared] the package.json ranges, when known
 * @param {string} [workspace] the workspace's folder, relative to the lockfile's
 * @returns {Record<string, string>}
 */
export function installedFrom(lock, declared = {}, workspace) {
  /** @type {Record<string, string>} */
  const installed = {};
  for (const [name, list] of Object.entries(lock.entries)) {
    const range = Object.hasOwn(declared, name) ? declared[name] : undefined;
    const newest = (/** @type {LockedEntry[]} */ l) => [...l].sort((a, b) => compareReleases(b.version, a.version))[0];
    const pick =
      (list.length === 1 ? list[0] : undefined) ??
      (range !== undefined ? list.find((e) => e.ranges.includes(range.replace(/^npm:/, ''))) : undefined) ??
      (workspace !== undefined ? list.find((e) => e.workspace === workspace) : undefined) ??
      list.find((e) => e.top && e.workspace === undefined) ??
      (range !== undefined ? newest(list.filter((e) => satisfies(e.version, range))) : undefined) ??
      newest(list);
    if (pick) installed[name] = pick.version;
  }
  return sorted(installed);
}

/** @param {string} text the content of a `yarn.lock` @param {Record<string, string>} [declared] */
export const installedFromYarnLock = (text, declared) => installedFrom(readYarnLock(text), declared);
/** @param {string} text the content of a `package-lock.json` @param {Record<string, string>} [declared] */
export const installedFromPackageLock = (text, declared) =>
  installedFrom(readPackageLock(text, 'package-lock.json'), declared);
/** @param {string} text the content of a `pnpm-lock.yaml` @param {Record<string, string>} [declared] */
export const installedFromPnpmLock = (text, declared) => installedFrom(readPnpmLock(text), declared);

/** @param {Record<string, string>} installed */
function sorted(installed) {
  return Object.fromEntries(Object.entries(installed).sort(([a], [b]) => a.localeCompare(b)));
}

/** The packages of FastStore 2 and later, which a 1.9 store does not have. */
const LATER_ONLY = ['@faststore/core', '@faststore/cli'];

/**
 * Why a store's `@faststore/*` releases are not a FastStore 1.9 store this portal documents, or
 * undefined when they are: a FastStore 2 (or later) store, another 1.x line, or a 1.9 release the
 * portal does not cover, with the closest covered one named.
 * @param {Record<string, string>} releases `@faststore/<pkg>` → release (or range, from package.json)
 * @param {Record<string, readonly string[]>} covered package key (`ui`) → the covered releases
 * @returns {string | undefined}
 */
export function releaseProblem(releases, covered) {
  const names = Object.keys(releases).filter((n) => FASTSTORE.test(n));
  const release = (/** @type {string} */ n) =>
    /(\d+)\.(\d+)\.(\d+)/.exec(releases[n]) ?? /(\d+)(?:\.(\d+))?/.exec(releases[n]);
  const later = names.filter((n) => LATER_ONLY.includes(n) || Number(release(n)?.[1] ?? 0) >= 2);
  if (later.length > 0) {
    const majors = [...new Set(later.map((n) => Number(release(n)?.[1] ?? 2)).filter((m) => m >= 2))].sort();
    return (
      `Your store has ${later.map((n) => `${n} ${releases[n]}`).join(', ')}: it is a FastStore ${majors.map((m) => `${m}.x`).join(' and ') || '2.x'} store, ` +
      `and this portal documents FastStore 1.9 (@faststore/ui, @faststore/sdk and @faststore/api 1.9), whose code differs.`
    );
  }
  const outside = [];
  for (const name of names) {
    const key = name.slice('@faststore/'.length);
    if (!Object.hasOwn(covered, key)) continue;
    const m = RELEASE.exec(releases[name]);
    if (!m || covered[key].includes(releases[name])) continue;
    outside.push({name, key, version: releases[name], line: `${m[1]}.${m[2]}`});
  }
  if (outside.length === 0) return undefined;
  const lines = [
    ...new Set(Object.values(covered).flatMap((list) => list.map((v) => v.split('.').slice(0, 2).join('.')))),
  ];
  const otherLine = outside.filter((o) => !lines.includes(o.line));
  if (otherLine.length > 0) {
    return (
      `Your store has ${otherLine.map((o) => `${o.name} ${o.version}`).join(', ')}: FastStore ${[...new Set(otherLine.map((o) => o.line))].join(' and ')}, ` +
      `and this portal documents FastStore ${lines.join(' and ')}, whose code differs.`
    );
  }
  return outside
    .map((o) => {
      const closest = [...covered[o.key]].sort(
        (a, b) => distance(a, o.version) - distance(b, o.version) || compareReleases(b, a),
      )[0];
      return `${o.name} ${o.version} is not a release this portal covers (covered: ${covered[o.key].join(', ')}); the closest covered is ${closest}.`;
    })
    .join(' ');
}

/** @param {string} a @param {string} b */
function distance(a, b) {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  return Math.abs(pa[0] - pb[0]) * 1e6 + Math.abs(pa[1] - pb[1]) * 1e3 + Math.abs(pa[2] - pb[2]);
}
