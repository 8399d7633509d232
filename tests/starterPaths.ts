/**
 * Finds what a guide tells a reader about a starter — file and folder paths, imported packages,
 * package names — and checks each against the manifest of the starter the guide follows (the files
 * and package.json of one pinned commit, in src/data/starterManifests/). A guide that names a path the
 * reader's copy of the starter does not have fails, with the page, the line and the path.
 *
 * Front matter of a guide page:
 *   starter: gatsby.store            the starter the page follows (a list when it covers several;
 *                                    `none` for pages about something other than a store project).
 *                                    Pages that say nothing follow the Gatsby starter.
 *   starter_creates: [path, pkg]     what this page's own steps add to the project; later pages of
 *                                    the same folder may then name it too. A path the starter
 *                                    already has is an error: the step would overwrite it.
 *   starter_replaces: [path]         starter files this page's steps deliberately rewrite.
 *   starter_absent: [path, pkg]      names the page mentions to say the starter does not have them.
 */
import {builtinModules} from 'node:module';
import {codeBlocks} from '@faststore-docs/shared/codeBlocks';

export {manifestSchema, type StarterManifest} from '@faststore-docs/reference/starterManifest';
import type {StarterManifest} from '@faststore-docs/reference/starterManifest';

interface Finding {
  line: number;
  kind: 'path' | 'package';
  name: string;
}

export interface GuidePage {
  /** Repository-relative file name, used in messages. */
  file: string;
  /** The whole file, front matter included, so that line numbers are the editor's. */
  text: string;
}

const PATH_CHARS = String.raw`[\w@.\[\]{}<>*$-]`;
const PATH_TOKEN = new RegExp(String.raw`^(?:\./)?(${PATH_CHARS}+(?:/${PATH_CHARS}+)*/?)$`);
const ROOT_DIR_PATH = (dirs: string[]) =>
  new RegExp(String.raw`(?<![\w/.@-])((?:${dirs.map(escape).join('|')})/${PATH_CHARS}*)`, 'g');
const IMPORT = /(?:\bfrom\s+|\bimport\s*\(?\s*|\brequire\s*\(\s*|@import\s+|@use\s+)['"]([^'"\s]+)['"]/g;
const INSTALL = /\b(?:yarn\s+add|npm\s+(?:install|i|add))\b([^\n&|;]*)/g;
const SCOPED_PACKAGE = /^@[\w.-]+\/[\w.-]+$/;
const GATSBY_PLUGIN = /^gatsby-(?:plugin|source|transformer)-[\w-]+$/;
const ROOT_CONFIG = /^(?:gatsby-(?:config|node|browser|ssr)|next\.config|store\.config|[\w-]+\.config)\.[cm]?[jt]sx?$/;
const BUILTINS = new Set(builtinModules);
const SCRIPT_EXTS = ['.ts', '.tsx', '.js', '.jsx'];

function escape(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const packageName = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];

export class StarterIndex {
  readonly files: Set<string>;
  readonly dirs = new Set<string>();
  readonly packages: Set<string>;
  readonly rootDirs: string[];
  readonly rootStems: Set<string>;

  constructor(readonly manifests: StarterManifest[]) {
    this.files = new Set(manifests.flatMap((m) => m.files));
    for (const f of this.files) {
      const parts = f.split('/');
      for (let i = 1; i < parts.length; i++) this.dirs.add(parts.slice(0, i).join('/'));
    }
    this.packages = new Set(
      manifests.flatMap((m) => [...Object.keys(m.dependencies), ...Object.keys(m.devDependencies)]),
    );
    this.rootDirs = [...new Set([...this.dirs].filter((d) => !d.includes('/')))].sort();
    this.rootStems = new Set([...this.files].filter((f) => !f.includes('/')).map(stem));
  }

  /** A path names a starter file when it starts at one of the starter's top-level folders or is a root config file. */
  isStarterPath(token: string): boolean {
    const p = token.replace(/^\.\//, '');
    if (p.includes('/')) return this.rootDirs.includes(p.split('/')[0]);
    return this.rootStems.has(stem(p)) || ROOT_CONFIG.test(p);
  }

  hasPath(token: string): boolean {
    const p = token.replace(/^\.\//, '').replace(/\/$/, '');
    if (/[*<>]|\$\{/.test(p)) {
      // A pattern or a placeholder: some file of the starter must fit it.
      const re = new RegExp(
        `^${p
          .split(/(\*\*?|<[^>]*>|\$\{[^}]*\})/)
          .map((part, i) => (i % 2 ? '[^/]+' : escape(part)))
          .join('')}(/.*)?$`,
      );
      return [...this.files, ...this.dirs].some((f) => re.test(f));
    }
    if (this.files.has(p) || this.dirs.has(p)) return true;
    // An import without its extension, or a folder imported through its index file.
    const exts = ['.ts', '.tsx', '.js', '.jsx', '.scss', '.css', '.json', '.mdx'];
    return exts.some((e) => this.files.has(p + e) || this.files.has(`${p}/index${e}`));
  }

  hasPackage(name: string): boolean {
    return this.packages.has(name);
  }
}

function stem(name: string) {
  return name.replace(/\.[cm]?[jt]sx?$|\.json$|\.ya?ml$/, '');
}

/** Front matter end line (1-based, inclusive), or 0 when there is none. */
function frontMatterEnd(lines: string[]): number {
  if (lines[0]?.trim() !== '---') return 0;
  const end = lines.findIndex((l, i) => i > 0 && l.trim() === '---');
  return end < 0 ? 0 : end + 1;
}

/** Everything a page names that belongs to a starter, with its line. */
function findStarterReferences(text: string, index: StarterIndex): {refs: Finding[]; installs: Finding[]} {
  const lines = text.split('\n');
  const refs: Finding[] = [];
  const installs: Finding[] = [];
  const rootDirPath = ROOT_DIR_PATH(index.rootDirs.filter((d) => !d.startsWith('.')));

  const addPath = (raw: string, line: number) => {
    const token = raw.replace(/[.,:;)]+$/, '');
    const m = PATH_TOKEN.exec(token);
    if (m && !token.includes('://') && index.isStarterPath(m[1])) refs.push({line, kind: 'path', name: m[1]});
  };
  const addPackage = (specifier: string, line: number) => {
    if (/^[./~]/.test(specifier) || specifier.startsWith('node:') || /^https?:/.test(specifier)) return;
    if (index.isStarterPath(specifier)) return addPath(specifier, line);
    const name = packageName(specifier);
    if (BUILTINS.has(name) || !/^(@[\w.-]+\/)?[\w.-]+$/.test(name)) return;
    refs.push({line, kind: 'package', name});
  };

  const codeLine = (line: string, n: number) => {
    for (const m of line.matchAll(IMPORT)) addPackage(m[1], n);
    for (const m of line.matchAll(rootDirPath))
      if (!/\bfrom\s+['"]$|require\(\s*['"]$/.test(line.slice(0, m.index))) addPath(m[1], n);
    for (const m of line.matchAll(
      /(?<![\w/.-])([\w-]+\.config\.[cm]?[jt]sx?|gatsby-(?:config|node|browser|ssr)\.[jt]sx?)\b/g,
    ))
      addPath(m[1], n);
    for (const m of line.matchAll(INSTALL)) {
      for (const arg of m[1].trim().split(/\s+/)) {
        if (arg && !arg.startsWith('-'))
          installs.push({line: n, kind: 'package', name: packageName(arg.replace(/(?<=.)@[^/]*$/, ''))});
      }
    }
  };
  const proseLine = (line: string, n: number) => {
    for (const m of line.matchAll(/`([^`\n]+)`/g)) {
      const code = m[1].trim();
      if (SCOPED_PACKAGE.test(code) && !index.rootDirs.includes(code.split('/')[0]))
        refs.push({line: n, kind: 'package', name: code});
      else if (GATSBY_PLUGIN.test(code)) refs.push({line: n, kind: 'package', name: code});
      else if (!/\s/.test(code)) addPath(code, n);
    }
  };

  const bodyStart = frontMatterEnd(lines);
  const inFence = new Set<number>();
  for (const block of codeBlocks(text).filter((b) => b.line > bodyStart)) {
    for (let n = block.line; n <= block.end; n++) inFence.add(n);
    const title = /\btitle=["']([^"']+)["']/.exec(block.meta);
    if (title) addPath(title[1], block.line);
    block.code.split('\n').forEach((line, j) => codeLine(line, block.line + 1 + j));
  }
  lines.forEach((line, i) => {
    if (i >= bodyStart && !inFence.has(i + 1)) proseLine(line, i + 1);
  });
  // A path inside an import is a module, not the literal file: `src/components/ui/Button` is fine
  // when Button/index.tsx exists. hasPath handles that; duplicates on one line are reported once.
  const seen = new Set<string>();
  return {
    refs: refs.filter((r) => {
      const key = `${r.line}:${r.kind}:${r.name}`;
      return !seen.has(key) && (seen.add(key), true);
    }),
    installs,
  };
}

export interface PageContext {
  /** Paths and packages that this page or an earlier page of its folder declares it creates. */
  created: Set<string>;
  /** Names the page mentions as absent from the starter. */
  absent: Set<string>;
  /** This page's own `starter_creates`, without the entries of earlier pages. */
  creates?: string[];
  /** This page's `starter_replaces`: starter files its steps deliberately rewrite. */
  replaces?: string[];
}

/** The 1-based line of the front matter that lists `name` under `key`, or the key's line. */
function frontMatterLine(lines: string[], key: string, name: string): number {
  const end = frontMatterEnd(lines);
  const start = lines.findIndex((l, i) => i < end && l.startsWith(`${key}:`));
  if (start < 0) return 1;
  const entry = new RegExp(String.raw`(?:^|[\s\[,'"-])${escape(name)}(?:$|[\s\],'"])`);
  for (let i = start; i < end; i++) {
    if (i > start && /^\S/.test(lines[i])) break;
    if (entry.test(lines[i].slice(i === start ? key.length + 1 : 0))) return i + 1;
  }
  return start + 1;
}

/**
 * A page that says it creates a path the starter already has would have the reader overwrite a starter
 * file; that is allowed only when the page says so under starter_replaces. A starter_replaces entry must
 * name a path the starter has.
 */
function checkDeclarations(page: GuidePage, index: StarterIndex, context: PageContext, starterLabel: string) {
  const lines = page.text.split('\n');
  const bare = (name: string) => name.replace(/^\.\//, '').replace(/\/$/, '');
  const replaces = new Set((context.replaces ?? []).map(bare));
  // `index.ts` next to the starter's `index.tsx` is the same module: an import of the folder resolves to one of them.
  const sameModule = (p: string) => {
    const m = /^(.*)\.[cm]?[jt]sx?$/.exec(p);
    return m ? SCRIPT_EXTS.map((e) => m[1] + e).find((f) => index.files.has(f)) : undefined;
  };
  const errors: string[] = [];
  for (const name of context.creates ?? []) {
    const p = bare(name);
    if (replaces.has(p)) continue;
    const existing = index.hasPath(p) ? p : sameModule(p);
    if (existing === undefined) continue;
    const has = existing === p ? 'already has' : `already has as ${existing}`;
    errors.push(
      `${page.file}:${frontMatterLine(lines, 'starter_creates', name)}: starter_creates lists ${name}, which ${starterLabel} ${has}; create a path the starter lacks, or list it under starter_replaces if the page's steps rewrite that file`,
    );
  }
  for (const name of context.replaces ?? []) {
    if (index.hasPath(bare(name))) continue;
    errors.push(
      `${page.file}:${frontMatterLine(lines, 'starter_replaces', name)}: starter_replaces lists ${name}, which is not in ${starterLabel}; list it under starter_creates`,
    );
  }
  return errors;
}

/** The messages for every name a page gives that its starter lacks, and for every front-matter claim about the starter that is false. */
export function checkGuidePage(
  page: GuidePage,
  index: StarterIndex,
  context: PageContext,
  starterLabel: string,
): string[] {
  const {refs, installs} = findStarterReferences(page.text, index);
  const installed = new Set(installs.map((i) => i.name));
  const allowed = (name: string) => {
    const bare = name.replace(/^\.\//, '').replace(/\/$/, '');
    if (context.absent.has(bare)) return true;
    for (const c of context.created)
      if (bare === c || bare.startsWith(`${c}/`) || c.startsWith(`${bare}/`)) return true;
    return false;
  };
  const errors = checkDeclarations(page, index, context, starterLabel);
  for (const r of refs) {
    if (allowed(r.name)) continue;
    if (r.kind === 'path' && !index.hasPath(r.name)) {
      errors.push(
        `${page.file}:${r.line}: the path ${r.name} is not in ${starterLabel}; fix the path, or list it under starter_creates in the page whose step creates it`,
      );
    } else if (r.kind === 'package' && !index.hasPackage(r.name) && !installed.has(r.name)) {
      errors.push(
        `${page.file}:${r.line}: the package ${r.name} is not a dependency of ${starterLabel}; add a step that installs it, or list it under starter_creates or starter_absent`,
      );
    }
  }
  return errors;
}

/** Front matter lists: a string or an array of strings. */
export function frontMatterList(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  return (Array.isArray(value) ? value : [value]).map(String);
}
