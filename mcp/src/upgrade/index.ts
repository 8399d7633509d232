/**
 * `faststore-docs-mcp upgrade`: rewrites a store's code from the @faststore/sdk and @faststore/ui
 * releases it has to newer covered ones, where the rewrite is known to keep what the code did, and
 * marks the rest with a TODO the report lists. Offline: it reads the store's files and the releases it
 * has installed (as the server does), nothing else.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {libLocation} from '../typescriptLib';
import {compareVersions} from '../versions';
import {detectStore} from '../store';
import {applyEdits, lineAfterEdits, type Edit, type FileRewrite, type Finding} from './edits';
import {rewriteSdkFile, SDK_REWRITES} from './sdk-1.9.11';
import {rewriteUiFile, UI_REWRITES} from './ui-1.9.11';
import {unifiedDiff} from './diff';
import {encode, shapeOf, withEol, writeAll, type PlannedWrite, type SourceShape} from './files';
import type {Migrations} from '@faststore-docs/reference/data/schemas';
import {manualSteps, type ManualStep, type ReportedPackage} from './manual';

export const REPORT_FILE = 'faststore-upgrade-report.md';

/** The packages whose code the command rewrites; the GraphQL API's changes are in the store's queries. */
const UPGRADED_PACKAGES = ['sdk', 'ui'] as const;
export type UpgradedPackage = (typeof UPGRADED_PACKAGES)[number];

interface Rewrite {
  pkg: UpgradedPackage;
  from: string;
  to: string;
  /** The migrations (package, pair, change) the step rewrites: the upgrade pages say so. */
  rewrites: readonly string[];
  /** Words a file must hold to have anything this step rewrites: the rest are not parsed. */
  mentions: RegExp;
  rewrite: (tsi: typeof ts, sf: ts.SourceFile, checker: ts.TypeChecker) => FileRewrite;
}

/** The rewrites that exist, by the release step they cross. */
export const REWRITES: readonly Rewrite[] = [
  {
    pkg: 'sdk',
    from: '1.9.10',
    to: '1.9.11',
    rewrites: SDK_REWRITES,
    mentions: /\b(setSort|setTerm|setPage|setFacets?|removeFacet|toggleFacets?)\b/,
    rewrite: rewriteSdkFile,
  },
  {
    pkg: 'ui',
    from: '1.9.10',
    to: '1.9.11',
    rewrites: UI_REWRITES,
    mentions: /\b(Slider|PriceRange)\b/,
    rewrite: rewriteUiFile,
  },
];

const EXTENSIONS = new Set(['.ts', '.tsx', '.js', '.jsx']);
/** Folders that hold installed, generated or built code, never the store's own source. */
const SKIP_DIRS = new Set(['node_modules', '.git', '.next', '.cache', 'dist', 'build', 'public', 'coverage', 'out']);

/** Files where the GraphQL API's manual steps are found: the queries live in .graphql files or in the code. */
const QUERY_EXTENSIONS = new Set(['.graphql', '.gql']);

export class UpgradeError extends Error {}

interface FileResult {
  /** The path in the store (a link's own path for a linked file). */
  file: string;
  /** The file written: the link's target for a link. */
  target: string;
  shape: SourceShape;
  /** The text as the compiler read it (no byte order mark), and after the edits. */
  before: string;
  after: string;
  edits: Edit[];
  changes: Finding[];
  todos: Finding[];
}

/** One package's crossing: the release installed and the one the code is rewritten for. */
interface PackageStep {
  pkg: ReportedPackage;
  from: string;
  to: string;
  /** Where `from` was read: node_modules, a lockfile, package.json, or `--from`. */
  source: string;
  /** The portal's page for this crossing (its index when the installed release is not covered). */
  page: string;
}

export interface PlanOptions {
  /** The release to upgrade to (default: each package's newest covered release). */
  to?: string;
  /** The release the code was written for, when the store has installed the target already. */
  from?: string;
  /** Also set the package.json ranges of the three packages to the target. */
  install?: boolean;
}

export interface UpgradeResult {
  packages: PackageStep[];
  /** The packages not crossed, each with why (already there, not a dependency). */
  unchanged: {pkg: ReportedPackage; why: string}[];
  files: FileResult[];
  /** Files that do not parse: left as they are. */
  skipped: {file: string; error: string}[];
  /** Links followed or skipped, and files that could not be read: said, never silent. */
  notes: string[];
  manual: ManualStep[];
  /** Where the checker's standard library was read from (said in words); undefined when it was not found. */
  lib?: string;
  /** `--install`: the new package.json, and the ranges it changes. */
  install?: {file: string; target: string; before: string; after: string; changes: string[]; notes: string[]};
  /** The number of things left by hand: the TODOs, the uses of manual steps, the files skipped. */
  leftByHand: number;
  /** This run's section of the report. */
  report: string;
}

const inside = (root: string, p: string) => p === root || p.startsWith(root + path.sep);

interface Found {
  file: string;
  target: string;
}

/**
 * The store's source files. A link inside the store is followed (a linked folder is read, a linked
 * file is read and written through the link, which stays a link); a link leading out of the store is
 * skipped, since the command writes only in the folder it was pointed at; a dangling link is skipped.
 * Each link is named in the notes.
 */
function sourceFiles(dir: string, notes: string[], rel: (f: string) => string): Found[] {
  const root = fs.realpathSync(dir);
  const relReal = (r: string) => path.relative(root, r).split(path.sep).join('/');
  const out: Found[] = [];
  const seenDirs = new Set<string>([root]);
  const wanted = (name: string) =>
    (EXTENSIONS.has(path.extname(name)) && !name.endsWith('.d.ts')) || QUERY_EXTENSIONS.has(path.extname(name));
  const walk = (d: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(d, {withFileTypes: true});
    } catch (error) {
      notes.push(`\`${rel(d)}/\` could not be read (${(error as Error).message.split('\n')[0]}); not rewritten.`);
      return;
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const p = path.join(d, entry.name);
      const folderSkipped = SKIP_DIRS.has(entry.name) || entry.name.startsWith('.');
      if (entry.isSymbolicLink()) {
        let real: string;
        let stat: fs.Stats;
        try {
          real = fs.realpathSync(p);
          stat = fs.statSync(real);
        } catch {
          if (wanted(entry.name) || !path.extname(entry.name))
            notes.push(`\`${rel(p)}\` is a link to nothing (${fs.readlinkSync(p)}); skipped.`);
          continue;
        }
        if (stat.isDirectory()) {
          if (folderSkipped) continue;
          if (!inside(root, real)) {
            notes.push(
              `\`${rel(p)}/\` links to ${real}, outside the store; skipped (the command writes only in the store).`,
            );
          } else if (seenDirs.has(real)) {
            notes.push(`\`${rel(p)}/\` links to \`${relReal(real)}/\`, read there.`);
          } else {
            notes.push(`\`${rel(p)}/\` links to \`${relReal(real)}/\`; followed.`);
            seenDirs.add(real);
            walk(p);
          }
        } else if (stat.isFile() && wanted(entry.name)) {
          if (!inside(root, real))
            notes.push(
              `\`${rel(p)}\` links to ${real}, outside the store; skipped (the command writes only in the store).`,
            );
          else out.push({file: p, target: real});
        }
      } else if (entry.isDirectory()) {
        if (folderSkipped) continue;
        const real = fs.realpathSync(p);
        if (seenDirs.has(real)) continue;
        seenDirs.add(real);
        walk(p);
      } else if (entry.isFile() && wanted(entry.name)) {
        out.push({file: p, target: fs.realpathSync(p)});
      }
    }
  };
  walk(dir);
  // A file reached twice (directly and through a link) is one file: it is read and written once.
  const byTarget = new Map<string, Found>();
  for (const f of out) if (!byTarget.has(f.target)) byTarget.set(f.target, f);
  return [...byTarget.values()];
}

const RELEASE_PAGE = (pkg: string, from: string, to: string, covered: readonly string[]) =>
  covered.includes(from) ? `/reference/upgrade/${pkg}/${from}-to-${to}` : '/reference/upgrade';

/**
 * Plans the rewrite of the store in `dir` to `to` (default: each package's newest covered release);
 * writes nothing. Every installed package among sdk and ui that is older than its target is crossed;
 * @faststore/api, whose changes are in the store's queries, gets its manual steps listed.
 */
export function planUpgrade(
  dir: string,
  covered: Record<UpgradedPackage, readonly string[]> & {api?: readonly string[]; migrations: Migrations},
  {to, from, install = false}: PlanOptions = {},
): UpgradeResult {
  if (!fs.existsSync(dir)) throw new UpgradeError(`${dir} does not exist.`);
  if (!fs.statSync(dir).isDirectory()) throw new UpgradeError(`${dir} is not a folder.`);
  let store: ReturnType<typeof detectStore>;
  try {
    store = detectStore(dir);
  } catch (error) {
    throw new UpgradeError(
      `the store's installed packages could not be read (${String((error as Error).message).split('\n')[0]}).`,
    );
  }
  if (!store)
    throw new UpgradeError(`${dir} is not a store: it has no package.json. Run upgrade in the store's folder.`);
  const installed = UPGRADED_PACKAGES.filter((pkg) => store.packages[pkg]);
  if (installed.length === 0)
    throw new UpgradeError(`${dir} depends on neither @faststore/sdk nor @faststore/ui: there is nothing to upgrade.`);
  const packages: PackageStep[] = [];
  const unchanged: UpgradeResult['unchanged'] = [];
  const current: string[] = [];
  const target = to ?? covered.sdk[covered.sdk.length - 1];
  for (const pkg of installed) {
    const releases = covered[pkg];
    if (!releases.includes(target))
      throw new UpgradeError(`@faststore/${pkg}@${target} is not a covered release. Covered: ${releases.join(', ')}.`);
    const found = store.packages[pkg]!;
    const start = from ?? found.version;
    const source = from ? '--from' : found.from;
    // Only 1.9 is covered: a 1.7, 1.8 or 2.x store would get 1.9's rewrites as if they were its own.
    const line = (v: string) => v.split('.').slice(0, 2).join('.');
    if (line(start) !== line(releases[0]))
      throw new UpgradeError(
        `@faststore/${pkg}@${start} (${source}) is FastStore ${line(start)}, and the command covers ${line(releases[0])} ` +
          `releases only (${releases.join(', ')})${compareVersions(start, releases[0]) < 0 ? `: move the store to ${releases[0]} first (see the release notes), then run upgrade` : ''}.`,
      );
    if (compareVersions(start, target) >= 0) {
      current.push(`@faststore/${pkg}@${start} (${source})`);
      unchanged.push({pkg, why: `already at ${start} (${source})`});
    } else packages.push({pkg, from: start, to: target, source, page: RELEASE_PAGE(pkg, start, target, releases)});
  }
  if (packages.length === 0) {
    const hint = from
      ? ''
      : ` If you installed ${target} before running upgrade, pass --from with the release your code was written for (--from 1.9.10, say).`;
    throw new UpgradeError(`The store already has ${current.join(' and ')}; nothing to upgrade to ${target}.${hint}`);
  }
  // The API's changes are in the store's queries: its manual steps are listed, nothing is rewritten.
  const api = store.packages.api;
  const apiReleases = covered.api ?? [];
  if (!api) unchanged.push({pkg: 'api', why: 'not a dependency of this store'});
  else if (!apiReleases.includes(target))
    unchanged.push({pkg: 'api', why: `${api.version} (${api.from}); ${target} is not an @faststore/api release`});
  else {
    // An api installed at the target with `--from` given: the reader installed everything at once,
    // and which api release the queries were written for is not known, so every api step up to the
    // target is listed (from the oldest covered release).
    const unknownApi = from !== undefined && compareVersions(api.version, target) >= 0;
    const apiFrom = unknownApi ? apiReleases[0] : api.version;
    if (compareVersions(apiFrom, target) >= 0) unchanged.push({pkg: 'api', why: `already at ${apiFrom} (${api.from})`});
    else
      packages.push({
        pkg: 'api',
        from: apiFrom,
        to: target,
        source: unknownApi ? `installed ${api.version} with --from: every api step listed` : api.from,
        page: RELEASE_PAGE('api', apiFrom, target, apiReleases),
      });
  }
  const steps = REWRITES.filter((r) =>
    packages.some((p) => p.pkg === r.pkg && compareVersions(p.from, r.from) <= 0 && compareVersions(r.to, p.to) <= 0),
  );

  const rel = (f: string) => path.relative(dir, f).split(path.sep).join('/') || '.';
  const notes: string[] = [];
  const texts = new Map<string, {found: Found; raw: string}>();
  for (const found of sourceFiles(dir, notes, rel)) {
    try {
      texts.set(found.file, {found, raw: fs.readFileSync(found.target, 'utf8')});
    } catch (error) {
      notes.push(
        `\`${rel(found.file)}\` could not be read (${String((error as Error).message).split('\n')[0]}); not rewritten.`,
      );
    }
  }
  const code = [...texts.values()].filter(({found}) => EXTENSIONS.has(path.extname(found.file)));
  // A file that names nothing a step rewrites has nothing to rewrite, whatever it imports.
  const candidates = code.filter(({raw}) => steps.some((step) => step.mentions.test(raw))).map(({found}) => found.file);
  const options: ts.CompilerOptions = {
    ...storeCompilerOptions(dir),
    allowJs: true,
    checkJs: false,
    jsx: ts.JsxEmit.Preserve,
    noEmit: true,
    skipLibCheck: true,
    strict: true,
    target: ts.ScriptTarget.ES2020,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    // The sdk's declarations keep their node_modules/@faststore/sdk path, by which the rewrite knows them.
    preserveSymlinks: true,
  };
  const host = ts.createCompilerHost(options);
  // Without the standard library the checker proves less, and the rewrite leaves more calls with a
  // TODO, never a wrong rewrite; the report says whether it was found.
  const lib = libLocation(dir, [ts.getDefaultLibFileName(options)], false);
  if (lib) {
    host.getDefaultLibLocation = () => lib.dir;
    host.getDefaultLibFileName = (o) => path.join(lib.dir, ts.getDefaultLibFileName(o));
  }
  // The compiler reads the store's files as this command read them (once, and through links).
  const readFile = host.readFile.bind(host);
  host.readFile = (f) => {
    const known = texts.get(f);
    return known ? known.raw.replace(/^\ufeff/, '') : readFile(f);
  };
  const program = ts.createProgram(candidates, options, host);
  const checker = program.getTypeChecker();
  const files: FileResult[] = [];
  const skipped: UpgradeResult['skipped'] = [];
  for (const file of candidates) {
    const sf = program.getSourceFile(file);
    if (!sf) continue;
    const syntax = program.getSyntacticDiagnostics(sf);
    if (syntax.length > 0) {
      const d = syntax[0];
      const line = d.start === undefined ? 1 : sf.getLineAndCharacterOfPosition(d.start).line + 1;
      skipped.push({file, error: `line ${line}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`});
      continue;
    }
    const {found, raw} = texts.get(file)!;
    const shape = shapeOf(raw);
    const before = sf.getFullText();
    const changes: Finding[] = [];
    const todos: Finding[] = [];
    // The steps so far each cross to 1.9.11 and touch different code, so their edits apply together.
    const edits = steps
      .flatMap((step) => {
        const r = step.rewrite(ts, sf, checker);
        changes.push(...r.changes);
        todos.push(...r.todos);
        return r.edits;
      })
      // Lines the rewrite adds end as the file's lines do.
      .map((e) => ({...e, text: withEol(e.text, shape)}));
    const after = applyEdits(before, edits);
    // The report names each place as the reader finds it in the rewritten file.
    for (const finding of [...changes, ...todos]) finding.line = lineAfterEdits(before, edits, finding.line);
    if (after !== before || todos.length > 0)
      files.push({file, target: found.target, shape, before, after, edits, changes, todos});
  }
  // The manual steps are found in the code as the run leaves it, so that their lines are those of the
  // files the reader opens after the rewrite.
  const rewritten = new Map(files.map((f) => [f.file, f.after]));
  const sources = [...texts].map(([key, {found, raw}]) => ({file: found.file, text: rewritten.get(key) ?? raw}));
  const manual = packages.flatMap((p) => manualSteps(covered.migrations, p.pkg, p.from, p.to, sources));
  const installPlan = install ? planInstall(dir, target, apiReleases, rel) : undefined;
  const leftByHand =
    files.reduce((n, f) => n + f.todos.length, 0) +
    skipped.length +
    manual.reduce((n, m) => n + (m.nothingToChange ? 0 : (m.uses?.length ?? 1)), 0);
  const result = {packages, unchanged, files, skipped, notes, manual, lib: lib?.from, install: installPlan, leftByHand};
  return {...result, report: renderReport(dir, result, rel)};
}

/**
 * `--install`: the package.json ranges of @faststore/sdk, /ui and /api set to the target, as
 * `@next/codemod` and `@turbo/codemod` bump theirs. The range keeps its operator (`^1.9.4` becomes
 * `^1.9.11`); a range of another form (a tag, a workspace, a URL) is left with a note. Only the
 * version strings change in the file's text, so its formatting stays.
 */
function planInstall(
  dir: string,
  target: string,
  apiReleases: readonly string[],
  rel: (f: string) => string,
): UpgradeResult['install'] {
  const file = path.join(dir, 'package.json');
  const target_ = fs.realpathSync(file);
  const before = fs.readFileSync(target_, 'utf8');
  let manifest: Record<string, unknown>;
  try {
    manifest = JSON.parse(before.replace(/^\ufeff/, '')) as Record<string, unknown>;
  } catch (error) {
    throw new UpgradeError(`--install: ${rel(file)} is not valid JSON (${(error as Error).message.split('\n')[0]}).`);
  }
  let after = before;
  const changes: string[] = [];
  const notes: string[] = [];
  for (const field of ['dependencies', 'devDependencies'] as const) {
    const deps = manifest[field];
    if (!deps || typeof deps !== 'object') continue;
    for (const pkg of ['sdk', 'ui', 'api'] as const) {
      const name = `@faststore/${pkg}`;
      const range = (deps as Record<string, unknown>)[name];
      if (typeof range !== 'string') continue;
      if (pkg === 'api' && !apiReleases.includes(target)) {
        notes.push(`${name} "${range}" left as is: ${target} is not an @faststore/api release.`);
        continue;
      }
      const m = /^(\^|~|>=|=)?(\d+\.\d+\.\d+)$/.exec(range.trim());
      if (!m) {
        notes.push(`${name} "${range}" left as is: not a release or a ^/~ range.`);
        continue;
      }
      const next = `${m[1] ?? ''}${target}`;
      if (next === range) continue;
      const pattern = new RegExp(
        `("${name.replace('/', '\\/')}"\\s*:\\s*)"${range.replace(/[.^$*+?()[\]{}|\\]/g, '\\$&')}"`,
        'g',
      );
      after = after.replace(pattern, `$1"${next}"`);
      changes.push(`${name} "${range}" → "${next}" (${field})`);
    }
  }
  return {file, target: target_, before, after, changes, notes};
}

/**
 * The store's own module paths (`src/*`, `@generated/*`), so that the checker sees the types of the
 * components a setter is passed to. A tsconfig that does not read (an `extends` not installed) gives
 * what it can; the rewrite needs no more than that.
 */
function storeCompilerOptions(dir: string): ts.CompilerOptions {
  const file = path.join(dir, 'tsconfig.json');
  const fallback = {baseUrl: dir};
  if (!fs.existsSync(file)) return fallback;
  const read = ts.readConfigFile(file, (f) => ts.sys.readFile(f));
  if (!read.config) return fallback;
  const {options} = ts.parseJsonConfigFileContent(read.config as object, ts.sys, dir);
  return {baseUrl: dir, paths: options.paths, jsx: options.jsx, jsxImportSource: options.jsxImportSource};
}

const REPORT_TITLE = '# FastStore upgrade report\n\nEach run of `faststore-docs-mcp upgrade` adds a section below.\n';

/** The choices the rewrite makes where the migrations leave one, said in the report of every run that makes them. */
const CHOICES: Record<UpgradedPackage, string[]> = {
  sdk: [
    'The page stays where 1.9.10 left it: no 1.9.10 setter reset the page, so each rewritten call spreads `state` (page included). The portal’s `useSearch` page sets `page: 0` itself on a new sort, facet or term (/reference/sdk/search/useSearch); add it where a change should start from the first page.',
    '`setSort` is rewritten only where the checker proves the sort is one of the eight: 1.9.10 threw on any other, `setState` writes it to the URL.',
  ],
  ui: [
    '`min` and `max` of `Slider` and `PriceRange` get `selected` equal to `absolute`: each thumb starts at its bound, as in 1.9.10. Set `selected` from the shopper’s range (the URL’s price facet) where the page knows it.',
  ],
};

function renderReport(dir: string, r: Omit<UpgradeResult, 'report'>, rel: (f: string) => string): string {
  const at = (f: string, line?: number) => `\`${rel(f)}${line === undefined ? '' : `:${line}`}\``;
  const changes = r.files.flatMap((f) => f.changes.map((c) => `- ${at(f.file, c.line)} ${c.what}`));
  const todos = r.files.flatMap((f) => f.todos.map((c) => `- ${at(f.file, c.line)} ${c.what}`));
  const manual = r.manual.filter((m) => !m.nothingToChange);
  const checked = r.manual.filter((m) => m.nothingToChange && m.uses?.length);
  const left = [
    ...todos,
    ...manual.flatMap((m) =>
      m.uses
        ? m.uses.map((u) => `- ${at(u.file, u.line)} ${u.what} (@faststore/${m.pkg}, ${m.page})`)
        : [`- Could not be looked for in the code: ${m.step} (@faststore/${m.pkg} ${m.change}, ${m.page})`],
    ),
    ...r.skipped.map((s) => `- ${at(s.file)} does not parse (${s.error}); not rewritten.`),
  ];
  const crossed = r.packages.map((p) => `@faststore/${p.pkg} ${p.from} → ${p.to}`).join(', ');
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const install = r.install
    ? r.install.changes.length
      ? `package.json now asks for ${r.install.changes.join(', ')}: run your package manager (\`${packageManager(dir)}\`) to install them.`
      : 'package.json already asks for the target releases.'
    : `Install ${r.packages.map((p) => `@faststore/${p.pkg}@${p.to}`).join(', ')} to go with the rewritten code (or run upgrade with --install).`;
  return [
    `## ${date} UTC: ${crossed}`,
    '',
    ...r.packages.map(
      (p) =>
        `- @faststore/${p.pkg} ${p.from} (${p.source}) → ${p.to}: ${p.pkg === 'api' ? 'its changes are in the store’s GraphQL queries, which the command does not rewrite; the steps below list each place' : 'code rewritten'}. Every breaking change and its step: ${p.page}.`,
    ),
    ...r.unchanged.map((u) => `- @faststore/${u.pkg}: ${u.why}; nothing to do for it.`),
    '',
    `${install} Run your formatter: the rewritten lines keep the file’s quotes and spacing, not its line width.`,
    ...(r.install?.notes ?? []).map((n) => `- ${n}`),
    '',
    `### Rewritten (${changes.length})`,
    '',
    ...(changes.length ? changes : ['Nothing.']),
    '',
    `### Left to do by hand (${left.length})`,
    '',
    ...(left.length ? left : ['Nothing.']),
    '',
    ...(checked.length
      ? [
          '### Checked, nothing to change',
          '',
          ...checked.flatMap((m) => m.uses!.map((u) => `- ${at(u.file, u.line)} ${u.what} (${m.page})`)),
          '',
        ]
      : []),
    '### Choices made',
    '',
    ...r.packages.flatMap((p) => (p.pkg === 'api' ? [] : CHOICES[p.pkg]).map((c) => `- ${c}`)),
    r.lib
      ? `- TypeScript’s standard library was available to the checker (${r.lib}).`
      : '- TypeScript’s standard library was not found: calls whose types it holds were left with a TODO rather than rewritten unchecked.',
    ...r.notes.map((n) => `- ${n}`),
    '',
  ].join('\n');
}

function packageManager(dir: string): string {
  if (fs.existsSync(path.join(dir, 'yarn.lock'))) return 'yarn';
  if (fs.existsSync(path.join(dir, 'pnpm-lock.yaml'))) return 'pnpm install';
  return 'npm install';
}

/** Every file the run writes, in memory: the rewritten files, the report with this run appended, package.json. */
function plannedWrites(dir: string, result: UpgradeResult): PlannedWrite[] {
  const rel = (f: string) => path.relative(dir, f).split(path.sep).join('/');
  const writes: PlannedWrite[] = result.files
    .filter((f) => f.after !== f.before)
    .map((f) => ({shown: rel(f.file), target: f.target, text: encode(f.after, f.shape)}));
  if (result.install && result.install.after !== result.install.before)
    writes.push({shown: rel(result.install.file), target: result.install.target, text: result.install.after});
  const report = path.join(dir, REPORT_FILE);
  let reportTarget = report;
  let previous = '';
  try {
    reportTarget = fs.realpathSync(report);
    previous = fs.readFileSync(reportTarget, 'utf8');
  } catch {
    // No report yet: this run's section starts it.
  }
  const text = previous ? `${previous.replace(/\n*$/, '\n\n')}${result.report}` : `${REPORT_TITLE}\n${result.report}`;
  writes.push({shown: REPORT_FILE, target: reportTarget, text});
  return writes;
}

/** Writes every file of the run, or none (files.ts says how); throws WriteError with one line. */
export function writeUpgrade(dir: string, result: UpgradeResult): void {
  writeAll(plannedWrites(dir, result));
}

export function diffOf(dir: string, result: UpgradeResult): string {
  const rel = (f: string) => path.relative(dir, f).split(path.sep).join('/');
  const files = result.files
    .filter((f) => f.after !== f.before)
    // The diff applies to the file as it is: with its byte order mark, which the compiler's text lacks.
    .map((f) =>
      f.shape.bom
        ? unifiedDiff(
            rel(f.file),
            encode(f.before, f.shape),
            f.edits.map((e) => ({...e, start: e.start + 1, end: e.end + 1})),
          )
        : unifiedDiff(rel(f.file), f.before, f.edits),
    );
  const install = result.install;
  if (install && install.after !== install.before) {
    // The only edits are the version strings: a diff of the whole (small) manifest, line by line.
    const edits: Edit[] = [];
    const a = install.before.split('\n');
    const b = install.after.split('\n');
    let offset = 0;
    a.forEach((line, i) => {
      if (line !== b[i]) edits.push({start: offset, end: offset + line.length, text: b[i]});
      offset += line.length + 1;
    });
    files.push(unifiedDiff(rel(install.file), install.before, edits));
  }
  return files.join('');
}
