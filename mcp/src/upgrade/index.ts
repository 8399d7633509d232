/**
 * `faststore-docs-mcp upgrade`: rewrites a store's code from the @faststore/sdk and @faststore/ui
 * releases it has to newer covered ones, where the rewrite is known to keep what the code did, and
 * marks the rest with a TODO the report lists. Offline: it reads the store's files and the releases it
 * has installed (as the server does), nothing else.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {compareVersions} from '../versions';
import {detectStore} from '../store';
import {applyEdits, type FileRewrite, type Finding} from './edits';
import {rewriteSdkFile, SDK_REWRITES} from './sdk-1.9.11';
import {rewriteUiFile, UI_REWRITES} from './ui-1.9.11';
import {unifiedDiff} from './diff';

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

export class UpgradeError extends Error {}

interface FileResult {
  file: string;
  before: string;
  after: string;
  changes: Finding[];
  todos: Finding[];
}

/** One package's crossing: the release installed and the one the code is rewritten for. */
interface PackageStep {
  pkg: UpgradedPackage;
  from: string;
  to: string;
  /** The portal's page for this crossing (its index when the installed release is not covered). */
  page: string;
}

export interface UpgradeResult {
  packages: PackageStep[];
  files: FileResult[];
  /** Files that do not parse: left as they are. */
  skipped: {file: string; error: string}[];
  report: string;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, {withFileTypes: true})) {
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.')) walk(path.join(d, entry.name));
      } else if (EXTENSIONS.has(path.extname(entry.name)) && !entry.name.endsWith('.d.ts')) {
        out.push(path.join(d, entry.name));
      }
    }
  };
  walk(dir);
  return out.sort();
}

/**
 * Plans the rewrite of the store in `dir` to `to` (default: each package's newest covered release);
 * writes nothing. Every installed package among sdk and ui that is older than its target is crossed.
 */
export function planUpgrade(
  dir: string,
  covered: Record<UpgradedPackage, readonly string[]>,
  to?: string,
): UpgradeResult {
  if (!fs.existsSync(dir)) throw new UpgradeError(`${dir} does not exist.`);
  const store = detectStore(dir);
  if (!store)
    throw new UpgradeError(`${dir} is not a store: it has no package.json. Run upgrade in the store's folder.`);
  const installed = UPGRADED_PACKAGES.filter((pkg) => store.packages[pkg]);
  if (installed.length === 0)
    throw new UpgradeError(`${dir} depends on neither @faststore/sdk nor @faststore/ui: there is nothing to upgrade.`);
  const packages: PackageStep[] = [];
  const current: string[] = [];
  for (const pkg of installed) {
    const releases = covered[pkg];
    const target = to ?? releases[releases.length - 1];
    if (!releases.includes(target))
      throw new UpgradeError(`@faststore/${pkg}@${target} is not a covered release. Covered: ${releases.join(', ')}.`);
    const found = store.packages[pkg]!;
    if (compareVersions(found.version, target) >= 0) current.push(`@faststore/${pkg}@${found.version} (${found.from})`);
    else {
      const from = found.version;
      const page = releases.includes(from) ? `/reference/upgrade/${pkg}/${from}-to-${target}` : '/reference/upgrade';
      packages.push({pkg, from, to: target, page});
    }
  }
  if (packages.length === 0)
    throw new UpgradeError(
      `The store already has ${current.join(' and ')}; nothing to upgrade to ${to ?? 'the newest covered release'}.`,
    );
  const steps = REWRITES.filter((r) =>
    packages.some((p) => p.pkg === r.pkg && compareVersions(p.from, r.from) <= 0 && compareVersions(r.to, p.to) <= 0),
  );

  // A file that names nothing a step rewrites has nothing to rewrite, whatever it imports.
  const candidates = sourceFiles(dir).filter((f) => {
    const text = fs.readFileSync(f, 'utf8');
    return steps.some((step) => step.mentions.test(text));
  });
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
  // The bundled compiler has no lib.*.d.ts beside it; the store's TypeScript has them. Without them
  // the checker proves less, and the rewrite leaves more calls with a TODO, never a wrong rewrite.
  const storeLib = path.join(dir, 'node_modules', 'typescript', 'lib');
  if (fs.existsSync(path.join(storeLib, 'lib.d.ts'))) {
    host.getDefaultLibLocation = () => storeLib;
    host.getDefaultLibFileName = (o) => path.join(storeLib, ts.getDefaultLibFileName(o));
  }
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
    const before = sf.getFullText();
    const changes: Finding[] = [];
    const todos: Finding[] = [];
    // The steps so far each cross to 1.9.11 and touch different code, so their edits apply together.
    const edits = steps.flatMap((step) => {
      const r = step.rewrite(ts, sf, checker);
      changes.push(...r.changes);
      todos.push(...r.todos);
      return r.edits;
    });
    const after = applyEdits(before, edits);
    if (after !== before || todos.length > 0) files.push({file, before, after, changes, todos});
  }
  return {packages, files, skipped, report: renderReport(dir, packages, files, skipped)};
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

function renderReport(
  dir: string,
  packages: PackageStep[],
  files: FileResult[],
  skipped: UpgradeResult['skipped'],
): string {
  const rel = (f: string) => path.relative(dir, f).split(path.sep).join('/');
  const changes = files.flatMap((f) => f.changes.map((c) => `- \`${rel(f.file)}:${c.line}\` ${c.what}`));
  const todos = files.flatMap((f) => f.todos.map((c) => `- \`${rel(f.file)}:${c.line}\` ${c.what}`));
  return [
    `# ${packages.map((p) => `@faststore/${p.pkg} ${p.from} → ${p.to}`).join(', ')}`,
    '',
    `Written by \`faststore-docs-mcp upgrade\`. Install ${packages.map((p) => `@faststore/${p.pkg}@${p.to}`).join(' and ')} to go with the rewritten code, and run your formatter: the rewritten lines keep the file's quotes and spacing, not its line width. Every breaking change and its step: ${[...new Set(packages.map((p) => p.page))].join(', ')}.`,
    '',
    `## Rewritten (${changes.length})`,
    '',
    ...(changes.length ? changes : ['Nothing.']),
    '',
    `## Left to do by hand (${todos.length + skipped.length})`,
    '',
    ...todos,
    ...skipped.map((s) => `- \`${rel(s.file)}\` does not parse (${s.error}); not rewritten.`),
    ...(todos.length + skipped.length ? [] : ['Nothing.']),
    '',
  ].join('\n');
}

/** Writes through a temporary file in the same folder, so a file is either old or new, never half-written. */
function writeAtomically(file: string, text: string) {
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.faststore-upgrade.tmp`);
  fs.writeFileSync(tmp, text);
  fs.renameSync(tmp, file);
}

export function writeUpgrade(dir: string, result: UpgradeResult): void {
  for (const f of result.files) if (f.after !== f.before) writeAtomically(f.file, f.after);
  writeAtomically(path.join(dir, REPORT_FILE), result.report);
}

export function diffOf(dir: string, result: UpgradeResult): string {
  return result.files
    .filter((f) => f.after !== f.before)
    .map((f) => unifiedDiff(path.relative(dir, f.file).split(path.sep).join('/'), f.before, f.after))
    .join('');
}
