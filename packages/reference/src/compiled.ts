/**
 * What each export of a FastStore release runs, in a form two releases can be compared in. A change
 * of behaviour (a function that now throws, a component that renders another element) can leave the
 * declarations alone, so ./diff does not see it; the compiled code shows it.
 *
 * The releases are not built alike: 1.9.4 of the UI and SDK is one tsdx (Rollup and Babel) bundle,
 * 1.9.10 and later are tsc's output, one module per source file; the same source reads differently in
 * each. So every release is rebuilt one way before it is compared:
 *
 * 1. esbuild bundles the whole release from its ES entry (`module`, else `main`) into one module, its
 *    dependencies left as imports: both layouts become one list of top-level statements.
 * 2. Each export keeps only the statements it reaches: the declarations its code names, following
 *    them, and the statements that set a property on one of those (`Context.displayName = …`). The
 *    packages declare themselves free of side effects, so nothing else runs for it. A re-export alias
 *    (`var Button_default = Button`) is replaced by what it names, each imported name is imported once,
 *    imports come first in a sorted order, and the other statements in the order the export reaches
 *    them, not the order the bundler laid them out in.
 * 3. What Babel writes differently from tsc for the same source is undone where the two run the same
 *    (`readOptionalChains`, `sameTranspilation`): Babel's `a == null ? void 0 : a.b` reads back as
 *    `a?.b` and its `a != null ? a : b` as `a ?? b`, its temporaries move to the top of their
 *    function, its `Object.assign({}, props)` reads as `{...props}`. esbuild then prints the code with
 *    syntax and whitespace minified, so `true` and `!0`, an `if` and an `&&`, one layout and another
 *    read the same; and every name the code declares is renamed by its first use (`$0`, `$1`…), so
 *    the bundlers' renaming (`useMemo2`, `Context$4`) is gone.
 *
 * What still differs is a difference in the code that runs, or in transpilation this does not undo;
 * a person reads which, and records it (packages/reference/src/data/behaviour.ts). `readable` is the same code with its
 * own names, one statement per line, for that person's diff (`npm run reference:code-diff`).
 * Pure: no Docusaurus.
 */
import path from 'node:path';
import {build, transform, type BuildOptions, type Plugin} from 'esbuild';
import ts from 'typescript';
import {esEntry} from './packageFiles';

export interface ExportCode {
  /** The code compared between releases: every declared name renamed by its first use. */
  normalised: string;
  /** The same code with its own names, for a person to diff. */
  readable: string;
}

/** Dependencies stay imports, and an import nothing uses is dropped: the package's own code is compared. */
const dependenciesOutside: Plugin = {
  name: 'dependencies-outside',
  setup(b) {
    b.onResolve({filter: /.*/}, (args) =>
      args.kind === 'entry-point' || args.path.startsWith('.') || path.isAbsolute(args.path)
        ? undefined
        : {path: args.path, external: true, sideEffects: false},
    );
  },
};

/** `contents` bundled into one ES module, its dependencies left as imports. */
async function bundled(contents: string, resolveDir?: string, options: BuildOptions = {}): Promise<string> {
  const result = await build({
    stdin: {contents, loader: 'js', resolveDir},
    bundle: true,
    write: false,
    format: 'esm',
    outfile: 'out.js',
    plugins: [dependenciesOutside],
    legalComments: 'none',
    logLevel: 'silent',
    ...options,
  });
  return result.outputFiles![0].text;
}

/** The whole release as one module: its statements, then one `export {…}`. */
function wholeRelease(dir: string): Promise<string> {
  const entry = esEntry(dir);
  if (!entry) throw new Error(`compiled: ${dir}/package.json names no entry (module or main)`);
  return bundled(`export * from ${JSON.stringify(entry)};`, dir);
}

const parsed = (code: string) => ts.createSourceFile('code.js', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);

/** `file` with `transformer` applied, printed. */
const transformed = (file: ts.SourceFile, transformer: ts.TransformerFactory<ts.SourceFile>): string =>
  ts.createPrinter().printFile(ts.transform(file, [transformer]).transformed[0]);

interface Import {
  from: string;
  imported: string;
  local: string;
}

interface Statement {
  text: string;
  /** Top-level names it declares. */
  declares: string[];
  /** Names it refers to (at least every top-level name it uses; a local of the same name is followed too). */
  mentions: Set<string>;
  /** For `X.prop = …` and `Object.defineProperty(X, …)`: the declaration it goes with. */
  attachedTo?: string;
  imports?: Import[];
}

interface Module {
  statements: Statement[];
  owner: Map<string, Statement>;
  /** Export name → the local it exports. */
  exported: Map<string, string>;
  /** A top-level `var A = B`, or a second import of the same name: A → B. */
  aliases: Map<string, string>;
}

function rootIdentifier(expr: ts.Expression): string | undefined {
  let e = expr;
  while (ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e) || ts.isParenthesizedExpression(e))
    e = e.expression;
  return ts.isIdentifier(e) ? e.text : undefined;
}

function bindingNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((el) => (ts.isOmittedExpression(el) ? [] : bindingNames(el.name)));
}

/** An identifier that names a property or an imported or exported name, not a binding. */
function isKey(n: ts.Identifier): boolean {
  const p = n.parent;
  return (
    ((ts.isPropertyAccessExpression(p) ||
      ts.isPropertyAssignment(p) ||
      ts.isMethodDeclaration(p) ||
      ts.isPropertyDeclaration(p) ||
      ts.isGetAccessorDeclaration(p) ||
      ts.isSetAccessorDeclaration(p)) &&
      p.name === n) ||
    ((ts.isBindingElement(p) || ts.isImportSpecifier(p)) && p.propertyName === n) ||
    (ts.isExportSpecifier(p) && p.propertyName !== undefined && p.name === n)
  );
}

const resolveAlias = (aliases: ReadonlyMap<string, string>, name: string): string => {
  let n = name;
  for (let hops = 0; aliases.has(n) && hops < 100; hops++) n = aliases.get(n)!;
  return n;
};

function parseModule(code: string): Module {
  const file = parsed(code);
  const statements: Statement[] = [];
  const owner = new Map<string, Statement>();
  const exported = new Map<string, string>();
  const aliases = new Map<string, string>();
  const firstImport = new Map<string, string>();
  // A name given a value again later is a variable, not another name for what it first held.
  const assigned = new Set<string>();
  const findAssigned = (n: ts.Node): void => {
    if (
      ts.isBinaryExpression(n) &&
      n.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
      n.operatorToken.kind <= ts.SyntaxKind.LastAssignment &&
      ts.isIdentifier(n.left)
    )
      assigned.add(n.left.text);
    if ((ts.isPrefixUnaryExpression(n) || ts.isPostfixUnaryExpression(n)) && ts.isIdentifier(n.operand))
      assigned.add(n.operand.text);
    ts.forEachChild(n, findAssigned);
  };
  findAssigned(file);
  for (const node of file.statements) {
    if (ts.isExportDeclaration(node)) {
      if (node.moduleSpecifier || !node.exportClause || !ts.isNamedExports(node.exportClause))
        throw new Error(`compiled: unexpected export in the bundled release: ${node.getText(file)}`);
      for (const el of node.exportClause.elements) exported.set(el.name.text, (el.propertyName ?? el.name).text);
      continue;
    }
    const statement: Statement = {text: node.getText(file), declares: [], mentions: new Set()};
    if (ts.isImportDeclaration(node)) {
      const from = (node.moduleSpecifier as ts.StringLiteral).text;
      const clause = node.importClause;
      const all: Import[] = [];
      if (clause?.name) all.push({from, imported: 'default', local: clause.name.text});
      const named = clause?.namedBindings;
      if (named && ts.isNamespaceImport(named)) all.push({from, imported: '*', local: named.name.text});
      if (named && ts.isNamedImports(named))
        for (const el of named.elements)
          all.push({from, imported: (el.propertyName ?? el.name).text, local: el.name.text});
      // A bundle of many modules imports `react` once per module: keep one binding per imported name.
      statement.imports = all.filter((b) => {
        const first = firstImport.get(`${from}\0${b.imported}`);
        if (first === undefined) firstImport.set(`${from}\0${b.imported}`, b.local);
        else aliases.set(b.local, first);
        return first === undefined;
      });
      statement.declares = statement.imports.map((b) => b.local);
      statements.push(statement);
      statement.declares.forEach((name) => owner.set(name, statement));
      continue;
    }
    if (ts.isVariableStatement(node)) {
      const [only, ...more] = node.declarationList.declarations;
      if (
        more.length === 0 &&
        ts.isIdentifier(only.name) &&
        only.initializer &&
        ts.isIdentifier(only.initializer) &&
        !assigned.has(only.name.text)
      ) {
        aliases.set(only.name.text, only.initializer.text);
        continue;
      }
      statement.declares = node.declarationList.declarations.flatMap((d) => bindingNames(d.name));
    } else if ((ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node)) && node.name) {
      statement.declares.push(node.name.text);
    } else if (ts.isExpressionStatement(node)) {
      const e = node.expression;
      if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.EqualsToken)
        statement.attachedTo = rootIdentifier(e.left);
      else if (ts.isCallExpression(e) && e.arguments.length > 0) statement.attachedTo = rootIdentifier(e.arguments[0]);
    }
    const mention = (n: ts.Node): void => {
      if (ts.isIdentifier(n) && !isKey(n)) statement.mentions.add(n.text);
      ts.forEachChild(n, mention);
    };
    mention(node);
    for (const name of statement.declares) {
      statement.mentions.delete(name);
      owner.set(name, statement);
    }
    statements.push(statement);
  }
  return {statements, owner, exported, aliases};
}

/** The statements one export reaches, dependencies first, in the order it reaches them. */
function reached(module: Module, local: string): Statement[] {
  const {statements, owner, aliases} = module;
  const ownerOf = (name: string) => owner.get(resolveAlias(aliases, name));
  const attached = new Map<Statement, Statement[]>();
  const loose: Statement[] = [];
  for (const s of statements) {
    if (s.declares.length > 0) continue;
    const to = s.attachedTo !== undefined ? ownerOf(s.attachedTo) : undefined;
    if (to) attached.set(to, [...(attached.get(to) ?? []), s]);
    else loose.push(s); // runs when the package loads, whatever is imported from it
  }
  const seen = new Set<Statement>();
  const order: Statement[] = [];
  const visit = (s: Statement) => {
    if (seen.has(s)) return;
    seen.add(s);
    for (const name of s.mentions) {
      const dep = ownerOf(name);
      if (dep && dep !== s) visit(dep);
    }
    order.push(s);
    for (const a of attached.get(s) ?? []) visit(a);
  };
  const root = ownerOf(local);
  if (!root) throw new Error(`compiled: the bundled release declares no ${local}`);
  loose.forEach(visit);
  visit(root);
  return order;
}

/** The statements one export reaches as a module that exports it, imports first, aliases replaced. */
function moduleOf(module: Module, name: string, local: string): string {
  const order = reached(module, local);
  const used = new Set(order.flatMap((s) => [...s.mentions].map((m) => resolveAlias(module.aliases, m))));
  used.add(local);
  // Imports are hoisted, so where the bundler put them says nothing: first, and sorted.
  const imports = order
    .flatMap((s) => s.imports ?? [])
    .filter((b) => used.has(b.local))
    .sort((a, b) => a.from.localeCompare(b.from) || a.imported.localeCompare(b.imported))
    .map((b) =>
      b.imported === '*'
        ? `import * as ${b.local} from ${JSON.stringify(b.from)};`
        : `import {${b.imported} as ${b.local}} from ${JSON.stringify(b.from)};`,
    );
  const body = order.filter((s) => !s.imports).map((s) => s.text);
  return renamed([...imports, ...body, `export {${local} as ${name}};`].join('\n'), module.aliases, false);
}

/**
 * Renames the names the code declares: with `canonical` false, only the aliases (to what they name);
 * with `canonical` true, every one to `$<n>` by its first use. Keys stay as they are: `{ref}` becomes
 * `{ref: $3}`, `import {a}` becomes `import {a as $0}`.
 */
function renamed(code: string, aliases: ReadonlyMap<string, string>, canonical: boolean): string {
  const file = parsed(code);
  const declared = new Set<string>(aliases.keys());
  const collect = (n: ts.Node): void => {
    if (ts.isVariableDeclaration(n) || ts.isParameter(n) || ts.isBindingElement(n)) {
      bindingNames(n.name).forEach((x) => declared.add(x));
    } else if (
      (ts.isFunctionDeclaration(n) ||
        ts.isFunctionExpression(n) ||
        ts.isClassDeclaration(n) ||
        ts.isClassExpression(n) ||
        ts.isImportClause(n) ||
        ts.isImportSpecifier(n) ||
        ts.isNamespaceImport(n)) &&
      n.name
    ) {
      declared.add(n.name.text);
    }
    ts.forEachChild(n, collect);
  };
  collect(file);
  // A list of temporaries (`var _a, _b;`) is in the order the compiler made them, not their use:
  // they are named by their first use elsewhere, and the list is sorted.
  const temporaries = (n: ts.Node): n is ts.VariableDeclarationList =>
    canonical &&
    ts.isVariableDeclarationList(n) &&
    !(n.flags & ts.NodeFlags.BlockScoped) &&
    n.declarations.every((d) => ts.isIdentifier(d.name) && !d.initializer);
  const names = new Map<string, string>();
  const number = (n: ts.Node): void => {
    if (temporaries(n)) return;
    if (ts.isIdentifier(n) && declared.has(n.text) && !isKey(n)) {
      const target = resolveAlias(aliases, n.text);
      if (!names.has(target)) names.set(target, `$${names.size}`);
    }
    ts.forEachChild(n, number);
  };
  if (canonical) number(file);
  const nameOf = (text: string) => {
    const target = resolveAlias(aliases, text);
    if (!canonical) return target;
    if (!names.has(target)) names.set(target, `$${names.size}`);
    return names.get(target)!;
  };
  const edits: [number, number, string][] = [];
  const visit = (n: ts.Node): void => {
    if (temporaries(n)) {
      const list = n.declarations.map((d) => nameOf((d.name as ts.Identifier).text)).sort();
      edits.push([n.declarations.pos, n.declarations.end, ` ${list.join(', ')}`]);
      return;
    }
    if (ts.isIdentifier(n) && declared.has(n.text) && !isKey(n)) {
      const to = nameOf(n.text);
      const p = n.parent;
      if (to !== n.text) {
        let text = to;
        if (ts.isShorthandPropertyAssignment(p)) text = `${n.text}: ${to}`;
        else if (ts.isBindingElement(p) && !p.propertyName && !p.dotDotDotToken && ts.isObjectBindingPattern(p.parent))
          text = `${n.text}: ${to}`;
        else if (ts.isImportSpecifier(p) && !p.propertyName) text = `${n.text} as ${to}`;
        else if (ts.isExportSpecifier(p) && !p.propertyName) text = `${to} as ${n.text}`;
        edits.push([n.getStart(file), n.end, text]);
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(file);
  let out = code;
  for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + text + out.slice(end);
  return out;
}

type Link = ts.PropertyAccessExpression | ts.ElementAccessExpression | ts.CallExpression;

/** `a.b.c` with its first link made optional, when `a` is `root`: `a?.b.c`. */
function optionalFrom(expr: ts.Expression, root: string): ts.Expression | undefined {
  const links: Link[] = [];
  let e: ts.Expression = expr;
  for (;;) {
    if (ts.isParenthesizedExpression(e)) e = e.expression;
    else if (ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e) || ts.isCallExpression(e)) {
      links.unshift(e);
      e = e.expression;
    } else break;
  }
  if (!ts.isIdentifier(e) || e.text !== root || links.length === 0) return undefined;
  const first = ts.factory.createToken(ts.SyntaxKind.QuestionDotToken);
  return links.reduce<ts.Expression>((out, link, i) => relink(link, out, i === 0 ? first : link.questionDotToken), e);
}

/** `link` (`.b`, `[k]` or `(…)`) read from `from` instead of its own expression, as a chain link after `dot`. */
function relink(link: Link, from: ts.Expression, dot: ts.QuestionDotToken | undefined): ts.Expression {
  const {factory} = ts;
  if (ts.isPropertyAccessExpression(link)) return factory.createPropertyAccessChain(from, dot, link.name);
  if (ts.isElementAccessExpression(link)) return factory.createElementAccessChain(from, dot, link.argumentExpression);
  return factory.createCallChain(from, dot, link.typeArguments, link.arguments);
}

/**
 * Babel writes `a?.b` as `a == null ? void 0 : a.b`, or with a temporary, `(_t = f()) == null ? void 0
 * : _t.b`, and `a ?? b` as `a != null ? a : b` or `(_t = f()) != null ? _t : b`; tsc keeps them as
 * written. They are read back as `?.` and `??`, innermost first so that a chain reads back whole.
 */
function readOptionalChains(code: string): string {
  const file = parsed(code);
  const {factory} = ts;
  const isNullCheck = (e: ts.Expression, op: ts.SyntaxKind): e is ts.BinaryExpression =>
    ts.isBinaryExpression(e) && e.operatorToken.kind === op && e.right.kind === ts.SyntaxKind.NullKeyword;
  const isVoid0 = (e: ts.Expression) =>
    ts.isVoidExpression(e) && ts.isNumericLiteral(e.expression) && e.expression.text === '0';
  /**
   * `x`, or `(_t = value)` where `_t` is a temporary: declared, set here and read once in the same
   * function, and nowhere else. The name tested and the value it stands for.
   */
  const tested = (e: ts.Expression, at: ts.Node): {name: string; value: ts.Expression} | undefined => {
    let inner = e;
    while (ts.isParenthesizedExpression(inner)) inner = inner.expression;
    if (ts.isIdentifier(inner)) return {name: inner.text, value: inner};
    if (
      ts.isBinaryExpression(inner) &&
      inner.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isIdentifier(inner.left) &&
      inner.left.text.startsWith('_') &&
      occurrences(enclosingFunction(at), inner.left.text) === 3
    )
      return {name: inner.left.text, value: inner.right};
    return undefined;
  };
  const enclosingFunction = (n: ts.Node): ts.Node => {
    let p = n.parent;
    while (p && !ts.isFunctionLike(p) && !ts.isSourceFile(p)) p = p.parent;
    return p ?? n;
  };
  const occurrences = (scope: ts.Node, name: string): number => {
    let n = 0;
    const walk = (node: ts.Node): void => {
      if (ts.isIdentifier(node) && node.text === name) n++;
      ts.forEachChild(node, walk);
    };
    walk(scope);
    return n;
  };
  /** Whether the value is only tested: the operand of `!`, or the condition of an `if`, a loop or `?:`. */
  const onlyTruthinessRead = (n: ts.Node): boolean => {
    let child = n;
    while (ts.isParenthesizedExpression(child.parent)) child = child.parent;
    const p = child.parent;
    return (
      (ts.isPrefixUnaryExpression(p) && p.operator === ts.SyntaxKind.ExclamationToken) ||
      ((ts.isIfStatement(p) || ts.isWhileStatement(p)) && p.expression === child) ||
      (ts.isConditionalExpression(p) && p.condition === child)
    );
  };
  const transformer: ts.TransformerFactory<ts.SourceFile> = (context) => {
    const visit = (original: ts.Node): ts.Node => {
      const node = ts.visitEachChild(original, visit, context);
      if (
        ts.isBinaryExpression(node) &&
        node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken &&
        isNullCheck(node.left, ts.SyntaxKind.ExclamationEqualsToken) &&
        onlyTruthinessRead(original)
      ) {
        // Where only truthiness is read (`!a?.b`), Babel writes `a != null && a.b`: false, not undefined.
        const t = tested(node.left.left, original);
        const chain = t && optionalFrom(node.right, t.name);
        if (t && chain) return t.value === node.left.left ? chain : replaceRoot(chain, t.value);
      }
      if (!ts.isConditionalExpression(node)) return node;
      const {condition, whenTrue, whenFalse} = node;
      if (isNullCheck(condition, ts.SyntaxKind.EqualsEqualsToken) && isVoid0(whenTrue)) {
        const t = tested(condition.left, original);
        const chain = t && optionalFrom(whenFalse, t.name);
        if (t && chain) return t.value === condition.left ? chain : replaceRoot(chain, t.value);
      }
      if (isNullCheck(condition, ts.SyntaxKind.ExclamationEqualsToken)) {
        const t = tested(condition.left, original);
        if (t && ts.isIdentifier(whenTrue) && whenTrue.text === t.name)
          return factory.createBinaryExpression(t.value, ts.SyntaxKind.QuestionQuestionToken, whenFalse);
      }
      return node;
    };
    return (sf) => ts.visitEachChild(sf, visit, context);
  };
  /** The chain with its root identifier replaced by `value` (parenthesised when it is not a plain access). */
  const replaceRoot = (chain: ts.Expression, value: ts.Expression): ts.Expression => {
    if (ts.isIdentifier(chain))
      return ts.isIdentifier(value) ||
        ts.isPropertyAccessExpression(value) ||
        ts.isElementAccessExpression(value) ||
        ts.isCallExpression(value)
        ? value
        : factory.createParenthesizedExpression(value);
    const c = (ts.isParenthesizedExpression(chain) ? chain.expression : chain) as Link;
    return relink(c, replaceRoot(c.expression, value), c.questionDotToken);
  };
  return transformed(file, transformer);
}

/**
 * Undoes what Babel (the tsdx bundles) writes differently from tsc for the same source, where the two
 * run the same:
 * - Babel declares a temporary (`var _child$props;`) in the block that needs it, esbuild at the top
 *   of the function: a `var` belongs to its whole function wherever it is written, so one that sets
 *   no value moves to the top.
 * - Babel drops a `switch`'s empty last `default:`, which does nothing.
 * - Babel writes a JSX spread as `Object.assign({}, props)`, tsc as `{...props}`: onto a new object
 *   literal, both copy the same own properties in the same order.
 */
function sameTranspilation(code: string): string {
  const file = parsed(readOptionalChains(code));
  const {factory} = ts;
  // A temporary that reading back `?.` and `??` left unused is dropped.
  const uses = new Map<string, number>();
  const count = (n: ts.Node): void => {
    if (ts.isIdentifier(n)) uses.set(n.text, (uses.get(n.text) ?? 0) + 1);
    ts.forEachChild(n, count);
  };
  count(file);
  /** The rewrites of one node whose children are already rewritten. */
  const local = (node: ts.Node): ts.Node => {
    if (ts.isCaseBlock(node)) {
      const last = node.clauses[node.clauses.length - 1];
      if (last && ts.isDefaultClause(last) && last.statements.length === 0)
        return factory.updateCaseBlock(node, factory.createNodeArray(node.clauses.slice(0, -1)));
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression) &&
      node.expression.expression.text === 'Object' &&
      node.expression.name.text === 'assign' &&
      node.arguments.length > 1 &&
      ts.isObjectLiteralExpression(node.arguments[0]) &&
      node.arguments.every((a) => !ts.isSpreadElement(a))
    ) {
      const [target, ...sources] = node.arguments;
      return factory.createObjectLiteralExpression([
        ...target.properties,
        ...sources.map((source) => factory.createSpreadAssignment(source)),
      ]);
    }
    return node;
  };
  const transformer: ts.TransformerFactory<ts.SourceFile> = (context) => {
    const visit = (node: ts.Node): ts.Node => {
      if (!(ts.isFunctionLike(node) && 'body' in node && node.body && ts.isBlock(node.body)))
        return local(ts.visitEachChild(node, visit, context));
      const body = node.body;
      const hoisted: string[] = [];
      // Within the function's own scope: its uninitialised `var`s are taken out, to go at the top.
      const inScope = (n: ts.Node): ts.Node => {
        if (ts.isFunctionLike(n) || ts.isClassLike(n)) return visit(n);
        if (
          ts.isVariableStatement(n) &&
          !(n.declarationList.flags & ts.NodeFlags.BlockScoped) &&
          n.declarationList.declarations.every((d) => ts.isIdentifier(d.name) && !d.initializer)
        ) {
          const names = n.declarationList.declarations.map((d) => (d.name as ts.Identifier).text);
          hoisted.push(...names.filter((name) => (uses.get(name) ?? 0) > 1));
          return factory.createEmptyStatement();
        }
        return local(ts.visitEachChild(n, inScope, context));
      };
      const statements = body.statements.map((statement) => inScope(statement) as ts.Statement);
      const declaration = hoisted.length
        ? [
            factory.createVariableStatement(
              undefined,
              factory.createVariableDeclarationList(hoisted.map((name) => factory.createVariableDeclaration(name))),
            ),
          ]
        : [];
      return ts.visitEachChild(
        node,
        (child) => (child === body ? factory.updateBlock(body, [...declaration, ...statements]) : visit(child)),
        context,
      );
    };
    return (sf) => ts.visitEachChild(sf, visit, context);
  };
  return transformed(file, transformer);
}

/** One export's code, pruned to what it reaches and printed in one layout. */
async function printed(source: string): Promise<string> {
  const options = {minifySyntax: true, minifyWhitespace: true, ignoreAnnotations: true, charset: 'utf8'} as const;
  const pruned = await bundled(sameTranspilation(source), undefined, options);
  // Printed again from its one-line form: esbuild keeps an object literal's line breaks from its input.
  const laidOut = await transform(pruned, {loader: 'js', format: 'esm', charset: 'utf8'});
  return laidOut.code;
}

/** Every export of the release installed in `dir`, by name. */
export async function releaseCode(dir: string): Promise<Map<string, ExportCode>> {
  const module = parseModule(await wholeRelease(dir));
  const entries = await Promise.all(
    [...module.exported].map(async ([name, local]): Promise<[string, ExportCode]> => {
      const code = await printed(moduleOf(module, name, resolveAlias(module.aliases, local)));
      return [name, {normalised: renamed(code, new Map(), true), readable: code}];
    }),
  );
  return new Map(entries.sort(([a], [b]) => a.localeCompare(b)));
}
