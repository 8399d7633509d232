/**
 * `validate` for TypeScript and TSX: type-checks an agent's snippet against the `@faststore/ui` and
 * `@faststore/sdk` the store has installed, with its React types, as the store's own build would, and
 * names the props it passes that reach no element in that release (they compile and do nothing).
 *
 * Loaded only when an agent validates code (the server imports it on demand): the TypeScript compiler
 * it carries is most of the package, and serving the other tools needs none of it.
 */
import fs from 'node:fs';
import {isBuiltin} from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import type {UiReference} from '@faststore-docs/shared/reference/ui';
import {STORE_CODE_OPTIONS} from '@faststore-docs/shared/reference/storeCode';
import {ToolError} from './toolError';
import {libLocation} from './typescriptLib';

export interface CodeCheck {
  valid: boolean;
  errors: {line: number; column: number; code: string; message: string}[];
  /** Props the snippet passes to a @faststore/ui component that reach no element in this release. */
  reachesNoElement: {component: string; prop: string; line: number}[];
  /** Whose standard library the check read, when not the store's own TypeScript's. */
  standardLibrary?: string;
  /** Imports the check could not follow: the store's own modules, and packages it declares without types. */
  unchecked?: string[];
}

const OPTIONS: ts.CompilerOptions = {...STORE_CODE_OPTIONS, types: []};

/** What a snippet's imports must resolve to for the check to mean anything; other imports are the store's own. */
const MUST_RESOLVE = /^(@faststore\/(ui|sdk)$|react$|react\/)/;

const installedVersion = (dir: string, pkg: string): string | undefined => {
  const file = path.join(dir, 'node_modules', ...pkg.split('/'), 'package.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as {version?: string}).version : undefined;
};

/**
 * The store's installed releases the check runs against; refused when the store has no such install,
 * since a check against other declarations would pass code the store's build rejects.
 */
export function installedReleases(dir: string | undefined, asked: {ui?: string; sdk?: string}) {
  if (!dir) {
    throw new ToolError(
      'no_store',
      'validate type-checks code against the @faststore/ui, @faststore/sdk and React types a store has installed, and the server was started without a store. Start it in the store or with --store <the store folder>.',
    );
  }
  const has = {ui: installedVersion(dir, '@faststore/ui'), sdk: installedVersion(dir, '@faststore/sdk')};
  for (const pkg of ['ui', 'sdk'] as const) {
    const want = asked[pkg];
    if (want && has[pkg] && has[pkg] !== want) {
      throw new ToolError(
        'release_not_installed',
        `The store has @faststore/${pkg} ${has[pkg]} installed, not ${want}: validate checks against what the store builds with. Install ${want} to check code for it, or validate without \`version\`.`,
        [has[pkg]],
      );
    }
  }
  if (!has.ui && !has.sdk) {
    throw new ToolError(
      'not_installed',
      `${dir} has neither @faststore/ui nor @faststore/sdk in node_modules: install the store's dependencies first.`,
    );
  }
  if (!installedVersion(dir, '@types/react')) {
    throw new ToolError(
      'not_installed',
      `${dir} has no @types/react in node_modules: install the store's dependencies first.`,
    );
  }
  return has;
}

/** The local names a snippet imports from @faststore/ui, each with the export it stands for. */
function uiImports(file: ts.SourceFile): Map<string, string> {
  const names = new Map<string, string>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (statement.moduleSpecifier.text !== '@faststore/ui') continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings))
      for (const el of bindings.elements) names.set(el.name.text, (el.propertyName ?? el.name).text);
  }
  return names;
}

/** Each prop a snippet passes to a @faststore/ui component that the release flags as reaching no element. */
function propsReachingNothing(file: ts.SourceFile, ui: UiReference | undefined, version: string) {
  const found: CodeCheck['reachesNoElement'] = [];
  if (!ui) return found;
  const imported = uiImports(file);
  const visit = (node: ts.Node) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const tag = node.tagName.getText(file);
      const component = imported.get(tag);
      const props = component ? ui.components[component]?.props : undefined;
      for (const attribute of node.attributes.properties) {
        if (!props || !ts.isJsxAttribute(attribute)) continue;
        const prop = attribute.name.getText(file);
        if (props.some((p) => p.name === prop && p.notForwardedIn?.includes(version))) {
          found.push({
            component: component!,
            prop,
            line: file.getLineAndCharacterOfPosition(attribute.getStart(file)).line + 1,
          });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * How the store resolves its own modules: the `baseUrl` and `paths` of its tsconfig.json (with what it
 * extends), read by TypeScript itself. The rest of its settings are left out on purpose: the check
 * holds code to the strictness the portal's examples meet, whatever the store relaxed.
 */
function storeResolution(dir: string): Pick<ts.CompilerOptions, 'baseUrl' | 'paths'> {
  const config = path.join(dir, 'tsconfig.json');
  if (!fs.existsSync(config)) return {};
  const read = ts.readConfigFile(config, (file) => ts.sys.readFile(file));
  if (read.error) return {};
  const {options} = ts.parseJsonConfigFileContent(read.config, ts.sys, dir);
  return {...(options.baseUrl && {baseUrl: options.baseUrl}), ...(options.paths && {paths: options.paths})};
}

/** The package a bare import names: `swiper/react` → `swiper`, `@scope/name/sub` → `@scope/name`. */
const packageOf = (specifier: string): string =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Whether an import that did not resolve names a package the store does not depend on, rather than a
 * module of its own: not relative, not Node's, not reached by its `paths` or `baseUrl`, and no folder of
 * the store starts it. Code importing it fails the store's build whatever its types.
 */
function missingDependency(dir: string, specifier: string, resolution: Pick<ts.CompilerOptions, 'baseUrl' | 'paths'>) {
  if (/^[./]/.test(specifier) || isBuiltin(specifier)) return false;
  const patterns = Object.keys(resolution.paths ?? {}).map(
    (key) => new RegExp(`^${key.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace('*', '.*')}$`),
  );
  if (patterns.some((pattern) => pattern.test(specifier))) return false;
  const name = packageOf(specifier);
  const base = resolution.baseUrl ?? dir;
  if (fs.existsSync(path.join(base, name.split('/')[0])) || fs.existsSync(path.join(dir, name.split('/')[0])))
    return false;
  let manifest: {
    dependencies?: object;
    devDependencies?: object;
    peerDependencies?: object;
    optionalDependencies?: object;
  };
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as typeof manifest;
  } catch {
    return false;
  }
  const declared = [
    manifest.dependencies,
    manifest.devDependencies,
    manifest.peerDependencies,
    manifest.optionalDependencies,
  ];
  return !declared.some((deps) => deps && Object.hasOwn(deps, name));
}

/**
 * Type-checks `code` as a module of the store at `dir`: its imports resolve from the store's
 * node_modules, and the store's own TypeScript gives the standard library when it has one.
 */
export function checkCode(
  dir: string,
  code: string,
  language: 'ts' | 'tsx',
  ui: UiReference | undefined,
  uiVersion: string | undefined,
): CodeCheck {
  const module = /^\s*(import|export)\s/m.test(code) ? code : `${code}\nexport {};\n`;
  // A name no file of the store has, in the store's folder, so that its imports resolve as the store's do.
  const file = path.join(dir, `.faststore-docs-mcp-check.${language}`);
  const host = ts.createCompilerHost(OPTIONS);
  // The store's own standard library when it has one, as its build reads; else the one the package ships
  // (a store without TypeScript, or on TypeScript 7, which has no lib files), and the answer says so.
  const lib = libLocation(dir, OPTIONS.lib ?? [ts.getDefaultLibFileName(OPTIONS)], true);
  if (!lib)
    throw new ToolError(
      'not_installed',
      `No TypeScript standard library was found, neither in ${dir}'s node_modules nor shipped with the package: reinstall faststore-docs-mcp.`,
    );
  host.getDefaultLibLocation = () => lib.dir;
  host.getDefaultLibFileName = (o) => path.join(lib.dir, ts.getDefaultLibFileName(o));
  const source = ts.createSourceFile(
    file,
    module,
    ts.ScriptTarget.ES2022,
    true,
    language === 'tsx' ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const getSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.getSourceFile = (f, ...rest) => (f === file ? source : getSourceFile(f, ...rest));
  host.fileExists = (f) => f === file || fileExists(f);
  const resolution = storeResolution(dir);
  const program = ts.createProgram([file], {...OPTIONS, ...resolution}, host);
  const errors: CodeCheck['errors'] = [];
  const unchecked = new Set<string>();
  for (const d of ts.getPreEmitDiagnostics(program, source)) {
    let message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    const unresolved = [2307, 2792, 7016].includes(d.code) && /'([^']+)'/.exec(message);
    if (unresolved && !MUST_RESOLVE.test(unresolved[1])) {
      const missing = d.code !== 7016 && missingDependency(dir, unresolved[1], resolution);
      if (!missing) {
        unchecked.add(unresolved[1]);
        continue;
      }
      message = `${message} The store's package.json does not depend on ${packageOf(unresolved[1])}: add it to the store, or write the code without it.`;
    }
    const {line, character} = source.getLineAndCharacterOfPosition(d.start ?? 0);
    errors.push({line: line + 1, column: character + 1, code: `TS${d.code}`, message});
  }
  return {
    valid: errors.length === 0,
    errors,
    reachesNoElement: uiVersion ? propsReachingNothing(source, ui, uiVersion) : [],
    ...(unchecked.size > 0 && {unchecked: [...unchecked]}),
    ...(!lib.from.startsWith("the store's") && {standardLibrary: lib.from}),
  };
}
