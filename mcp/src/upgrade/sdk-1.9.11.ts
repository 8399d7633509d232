/**
 * The @faststore/sdk 1.9.10 → 1.9.11 rewrite: `useSearch()` lost its eight setters for `state` and
 * `setState(newState)`, and the facet logic became pure helpers the package exports. In 1.9.10 each
 * setter built the next state from the `state` of the same `useSearch()` call and called `onChange`
 * only when the URL changed; `setState` does the latter, so `setX(a)` becomes
 * `setState({...state, <field>: <what setX built>})`. No setter reset the page, so neither does the
 * rewrite. `setSort` threw on a name outside the eight sorts while `setState` writes anything to the
 * URL, so a `setSort` call is rewritten only when the type checker proves its argument is one of the
 * eight; otherwise the page must decide what an unknown sort does, and the call is left with a TODO.
 *
 * The TypeScript compiler API is the library: it comes with every store (and with the portal), its
 * checker tells FastStore's `useSearch` from a local function of the same name by symbol rather than
 * by text, and it gives exact offsets, so the rewrite edits the text in place and keeps everything it
 * does not touch (formatting, comments) byte for byte. A printer-based tool (jscodeshift, ts-morph's
 * manipulation) re-prints what it touches, and ast-grep ships a native binary a one-file bundle cannot hold.
 */
import type ts from 'typescript';
import {todoMark, type Edit, type FileRewrite, type Finding} from './edits';

type TS = typeof ts;

const SDK_UPGRADE_LINK = '/reference/upgrade/sdk/1.9.10-to-1.9.11';
export const TODO_MARK = todoMark('1.9.11');

type Helper = 'setFacet' | 'removeFacet' | 'toggleFacet' | 'toggleFacets';

/** The parameters each setter took in 1.9.10, for a setter passed on as a callback. */
const PARAMS = {
  setSort: ['sort'],
  setTerm: ['term'],
  setPage: ['page'],
  setFacet: ['facet', 'unique'],
  setFacets: ['facets'],
  removeFacet: ['facet'],
  toggleFacet: ['facet'],
  toggleFacets: ['facets'],
} satisfies Record<string, string[]>;
type Setter = keyof typeof PARAMS;

const SETTERS = new Set<string>(Object.keys(PARAMS));

/** The changes of the migrations this step rewrites, as /reference/changes names them. */
export const SDK_REWRITES = [...SETTERS].map((s) => `useSearch().${s}`);

const SORTS = new Set([
  'price_desc',
  'price_asc',
  'orders_desc',
  'name_desc',
  'name_asc',
  'release_desc',
  'discount_desc',
  'score_desc',
]);

const SDK = '@faststore/sdk';

interface Style {
  /** `{ a }` (Prettier's default) or `{a}`, as the file writes its imports. */
  pad: string;
}

/** The fields of the next state, as 1.9.10's reducer built them from the current state `s`. */
function nextState(setter: Setter, s: string, args: string[], helper: (h: Helper) => string, style: Style): string {
  const field = (() => {
    switch (setter) {
      case 'setSort':
        return `sort: ${args[0]}`;
      case 'setTerm':
        return `term: ${args[0]}`;
      case 'setPage':
        return `page: ${args[0]}`;
      case 'setFacets':
        return `selectedFacets: ${args[0]}`;
      default:
        return `selectedFacets: ${helper(setter)}(${[`${s}.selectedFacets`, ...args].join(', ')})`;
    }
  })();
  return `{${style.pad}...${s}, ${field}${style.pad}}`;
}

const todoText = (what: string) => `${TODO_MARK}: ${what}, see ${SDK_UPGRADE_LINK}`;

export function rewriteSdkFile(tsi: TS, sf: ts.SourceFile, checker: ts.TypeChecker): FileRewrite {
  const text = sf.getFullText();
  const edits: Edit[] = [];
  const changes: Finding[] = [];
  const todos: Finding[] = [];
  const lineOf = (pos: number) => sf.getLineAndCharacterOfPosition(pos).line + 1;
  const style: Style = {pad: /import\s*\{\s/.test(text) ? ' ' : ''};

  // FastStore's own `useSearch`: the import from @faststore/sdk under any local name, a namespace
  // import, and local constants that alias the hook.
  const hookSymbols = new Set<ts.Symbol>();
  const namespaces = new Set<ts.Symbol>();
  let sdkImport: ts.ImportDeclaration | undefined;
  const importedHelpers = new Map<string, string>();
  for (const st of sf.statements) {
    if (!tsi.isImportDeclaration(st) || !tsi.isStringLiteral(st.moduleSpecifier) || st.moduleSpecifier.text !== SDK)
      continue;
    const bindings = st.importClause?.namedBindings;
    if (!bindings) continue;
    if (tsi.isNamespaceImport(bindings)) {
      const sym = checker.getSymbolAtLocation(bindings.name);
      if (sym) namespaces.add(sym);
      continue;
    }
    if (!st.importClause.isTypeOnly && !sdkImport) sdkImport = st;
    for (const el of bindings.elements) {
      const imported = (el.propertyName ?? el.name).text;
      if (imported === 'useSearch' && !el.isTypeOnly) {
        const sym = checker.getSymbolAtLocation(el.name);
        if (sym) hookSymbols.add(sym);
      }
      if (['setFacet', 'removeFacet', 'toggleFacet', 'toggleFacets'].includes(imported) && !el.isTypeOnly)
        importedHelpers.set(imported, el.name.text);
    }
  }
  // The hook re-exported by a module of the store's own (`export {useSearch} from '@faststore/sdk'`
  // in src/sdk/search.ts, say): the checker follows the re-exports to the sdk's declaration.
  for (const st of sf.statements) {
    if (!tsi.isImportDeclaration(st) || st.importClause?.isTypeOnly) continue;
    const bindings = st.importClause?.namedBindings;
    if (!bindings || !tsi.isNamedImports(bindings)) continue;
    for (const el of bindings.elements) {
      const local = checker.getSymbolAtLocation(el.name);
      if (!local || hookSymbols.has(local) || !(local.flags & tsi.SymbolFlags.Alias)) continue;
      const target = checker.getAliasedSymbol(local);
      const file = target.declarations?.[0]?.getSourceFile().fileName ?? '';
      if (target.name === 'useSearch' && /[\\/]@faststore[\\/]sdk[\\/]/.test(file)) hookSymbols.add(local);
    }
  }
  if (hookSymbols.size === 0 && namespaces.size === 0) return {edits, changes, todos};

  const symbolOf = (node: ts.Node) => checker.getSymbolAtLocation(node);
  const identifiers: ts.Identifier[] = [];
  const calls: ts.CallExpression[] = [];
  const visit = (node: ts.Node) => {
    if (tsi.isIdentifier(node)) identifiers.push(node);
    if (tsi.isCallExpression(node)) calls.push(node);
    node.forEachChild(visit);
  };
  visit(sf);
  /** Every use of a binding in this file, the declaration excluded. */
  const referencesOf = (name: ts.Identifier): ts.Identifier[] => {
    const sym = symbolOf(name);
    if (!sym) return [];
    return identifiers.filter((id) => id !== name && refersTo(id, sym));
  };
  const refersTo = (id: ts.Identifier, sym: ts.Symbol): boolean => {
    // `{state}` shorthand in an object literal: its value symbol is the binding.
    if (tsi.isShorthandPropertyAssignment(id.parent) && id.parent.name === id)
      return checker.getShorthandAssignmentValueSymbol(id.parent) === sym;
    return symbolOf(id) === sym;
  };

  // Aliases of the hook: `const useS = useSearch`, repeatedly.
  for (let grew = true; grew;) {
    grew = false;
    for (const id of identifiers) {
      const decl = id.parent;
      if (
        tsi.isVariableDeclaration(decl) &&
        decl.initializer === id &&
        tsi.isIdentifier(decl.name) &&
        hookSymbols.has(symbolOf(id)!)
      ) {
        const sym = symbolOf(decl.name);
        if (sym && !hookSymbols.has(sym)) {
          hookSymbols.add(sym);
          grew = true;
        }
      }
    }
  }

  const isHookCall = (node: ts.Node): node is ts.CallExpression => {
    if (!tsi.isCallExpression(node)) return false;
    const callee = node.expression;
    if (tsi.isIdentifier(callee)) return hookSymbols.has(symbolOf(callee)!);
    return (
      tsi.isPropertyAccessExpression(callee) &&
      callee.name.text === 'useSearch' &&
      tsi.isIdentifier(callee.expression) &&
      namespaces.has(symbolOf(callee.expression)!)
    );
  };

  /** Whether `id` names a binding or a use of one, not a property key or a member name. */
  const isName = (id: ts.Identifier): boolean => {
    const p = id.parent;
    if (tsi.isPropertyAccessExpression(p) && p.name === id) return false;
    if ((tsi.isPropertyAssignment(p) || tsi.isPropertySignature(p) || tsi.isMethodDeclaration(p)) && p.name === id)
      return false;
    if (tsi.isBindingElement(p) && p.propertyName === id) return false;
    if (tsi.isJsxAttribute(p)) return false;
    return true;
  };
  /** Names the rewrite has given, by the function they live in. */
  const given = new Map<ts.Node, Set<string>>();
  /**
   * A name for a binding the rewrite adds in `scope`: `base` unless the scope already uses that
   * name (which the new binding would capture or shadow).
   */
  const fresh = (scope: ts.Node, bases: string[], also: string[] = []) => {
    const start = scope.getStart(sf);
    const end = scope.getEnd();
    const mine = given.get(scope) ?? new Set<string>();
    given.set(scope, mine);
    const used = (n: string) =>
      mine.has(n) ||
      also.includes(n) ||
      identifiers.some((id) => id.text === n && id.getStart(sf) >= start && id.getEnd() <= end && isName(id));
    let name = bases.find((b) => !used(b)) ?? bases[bases.length - 1];
    const base = name;
    for (let i = 2; used(name); i++) name = `${base}${i}`;
    mine.add(name);
    return name;
  };
  const scopeOf = (n: ts.Node): ts.Node => {
    let p = n.parent;
    while (p && !tsi.isFunctionLike(p) && !tsi.isSourceFile(p)) p = p.parent;
    return p ?? sf;
  };

  // The helpers' names are settled once every setter is handled: a setter binding whose every use
  // was rewritten leaves the file, and its name with it.
  const usedHelpers = new Set<Helper>();
  const dropped = new Set<ts.Identifier>();
  const helperName = (h: Helper): string => {
    const have = importedHelpers.get(h);
    if (have) return have;
    usedHelpers.add(h);
    return `«${h}»`;
  };

  const todoLines = new Set<number>();
  const addTodo = (node: ts.Node, what: string) => {
    let st: ts.Node = node;
    while (st.parent && !tsi.isBlock(st.parent) && !tsi.isSourceFile(st.parent) && !tsi.isCaseClause(st.parent))
      st = st.parent;
    const start = st.getStart(sf);
    const lineStart = text.lastIndexOf('\n', start - 1) + 1;
    const indent = /^[ \t]*/.exec(text.slice(lineStart))![0];
    todos.push({line: lineOf(node.getStart(sf)), what});
    // Already marked by an earlier run: the rewrite must change nothing the second time.
    const before = text.slice(text.lastIndexOf('\n', lineStart - 2) + 1, lineStart);
    if (before.includes(TODO_MARK) || todoLines.has(lineStart)) return;
    todoLines.add(lineStart);
    edits.push({start: lineStart, end: lineStart, text: `${indent}// ${todoText(what)}\n`});
  };

  /** Whether the type checker proves `node` is one of the eight sorts 1.9.10's `setSort` accepted. */
  const isKnownSort = (type: ts.Type): boolean => {
    const parts = type.isUnion() ? type.types : [type];
    return parts.every((t) => t.isStringLiteral() && SORTS.has(t.value));
  };

  /**
   * The value under its casts: `value as SearchState['sort']` says what its writer believes, not what the
   * URL or the user gave, so only the value itself can prove a sort (`'price_desc' as const` still does).
   */
  const uncast = (node: ts.Expression): ts.Expression => {
    let inner = node;
    while (
      tsi.isAsExpression(inner) ||
      tsi.isTypeAssertionExpression(inner) ||
      tsi.isParenthesizedExpression(inner) ||
      tsi.isNonNullExpression(inner)
    )
      inner = inner.expression;
    return inner;
  };

  /** `setX(args)` → `setState({...state, …})`, or a TODO when that is not what the call did. */
  const rewriteCall = (call: ts.CallExpression, setter: Setter, s: string, set: string): boolean => {
    const argNodes = call.arguments;
    const arity = PARAMS[setter].length;
    if (
      argNodes.some((a) => tsi.isSpreadElement(a)) ||
      argNodes.length < (setter === 'setFacet' ? 1 : arity) ||
      argNodes.length > arity
    ) {
      addTodo(
        call,
        `\`${setter}\` is gone from \`useSearch()\` and this call's arguments do not match what it took; build the next state and call \`setState\``,
      );
      return false;
    }
    if (setter === 'setSort' && !isKnownSort(checker.getTypeAtLocation(uncast(argNodes[0])))) {
      addTodo(
        call,
        '`setSort` is gone from `useSearch()`; it threw on an unknown sort and `setState` does not, so check the value with `isSearchSort` and call `setState({...state, sort})`',
      );
      return false;
    }
    const args = argNodes.map((a) => a.getText(sf));
    edits.push({
      start: call.getStart(sf),
      end: call.getEnd(),
      text: `${set}(${nextState(setter, s, args, helperName, style)})`,
    });
    changes.push({line: lineOf(call.getStart(sf)), what: `\`${setter}(…)\` → \`${set}(…)\``});
    return true;
  };

  /** A setter passed on as a value: a callback with a typed signature can take its place. */
  const rewriteValue = (ref: ts.Expression, setter: Setter, s: string, set: string): boolean => {
    const contextual = checker.getContextualType(ref);
    const signature = contextual?.getCallSignatures()[0];
    if (!signature || setter === 'setSort') {
      const why =
        setter === 'setSort'
          ? 'it threw on an unknown sort and `setState` does not'
          : 'nothing here says what calls it';
      addTodo(
        ref,
        `\`${setter}\` is gone from \`useSearch()\` and is passed on here as a value (${why}); pass a function that calls \`setState\``,
      );
      return false;
    }
    const params = PARAMS[setter].slice(0, Math.max(1, Math.min(PARAMS[setter].length, signature.parameters.length)));
    const names = params.map((p) => fresh(scopeOf(ref), [p], [s.split('.')[0], set.split('.')[0]]));
    const arrow = `(${names.join(', ')}) => ${set}(${nextState(setter, s, names, helperName, style)})`;
    edits.push({start: ref.getStart(sf), end: ref.getEnd(), text: arrow});
    changes.push({
      line: lineOf(ref.getStart(sf)),
      what: `\`${setter}\` passed as a callback → \`${arrow.split(' =>')[0]} => ${set}(…)\``,
    });
    return true;
  };

  for (const node of calls.filter(isHookCall)) handleHookCall(node);

  function handleHookCall(call: ts.CallExpression) {
    const parent = call.parent;
    if (tsi.isVariableDeclaration(parent) && parent.initializer === call && tsi.isObjectBindingPattern(parent.name)) {
      handlePattern(parent.name);
    } else if (tsi.isVariableDeclaration(parent) && parent.initializer === call && tsi.isIdentifier(parent.name)) {
      handleObject(parent.name);
    } else if (tsi.isPropertyAccessExpression(parent) && SETTERS.has(parent.name.text)) {
      addTodo(
        parent,
        `\`${parent.name.text}\` is gone from \`useSearch()\`; keep the result of \`useSearch()\` and call its \`setState\``,
      );
    }
  }

  function handlePattern(pattern: ts.ObjectBindingPattern) {
    const elements = pattern.elements;
    const setterEls = elements.filter((el) => {
      const key = el.propertyName ?? el.name;
      return !el.dotDotDotToken && tsi.isIdentifier(key) && SETTERS.has(key.text) && tsi.isIdentifier(el.name);
    });
    if (setterEls.length === 0) return;
    const rest = elements.find((el) => el.dotDotDotToken);
    const plain = (name: string) =>
      elements.find(
        (el) =>
          !el.dotDotDotToken &&
          tsi.isIdentifier(el.propertyName ?? el.name) &&
          (el.propertyName ?? el.name).getText(sf) === name &&
          tsi.isIdentifier(el.name),
      );
    const stateEl = plain('state');
    const setStateEl = plain('setState');
    // A rest element holds what the pattern does not name: naming `state` and `setState` would take them
    // out of it, and code reading them through the rest would break.
    if (rest && !(stateEl && setStateEl)) {
      for (const el of setterEls)
        addTodo(
          el,
          `\`${(el.propertyName ?? el.name).getText(sf)}\` is gone from \`useSearch()\`; call \`${rest.name.getText(sf)}.setState\` with the next state (\`${rest.name.getText(sf)}.state\` and your change)`,
        );
      return;
    }
    const scope = scopeOf(pattern);
    const s = stateEl ? (stateEl.name as ts.Identifier).text : fresh(scope, ['state', 'searchState']);
    const set = setStateEl ? (setStateEl.name as ts.Identifier).text : fresh(scope, ['setState', 'setSearchState']);
    const stateSym = stateEl ? symbolOf(stateEl.name) : undefined;
    const setStateSym = setStateEl ? symbolOf(setStateEl.name) : undefined;
    let rewroteAny = false;
    const kept: ts.BindingElement[] = [];
    for (const el of setterEls) {
      const setter = (el.propertyName ?? el.name).getText(sf) as Setter;
      let all = true;
      const refs = referencesOf(el.name as ts.Identifier);
      for (const ref of refs) {
        // `state` and `setState` must name this call's at the setter's use: a closer declaration of
        // the same name (a parameter, a local `const state`) would take the search state's place.
        const hidden = (
          [
            [s, stateSym],
            [set, setStateSym],
          ] as const
        ).find(([name, sym]) => resolves(ref, name) !== sym);
        if (hidden) {
          addTodo(
            ref,
            `\`${setter}\` is gone from \`useSearch()\`; call \`setState\` with the next state (\`${hidden[0]}\` here is not the one of \`useSearch()\`: a closer declaration hides it)`,
          );
          all = false;
          continue;
        }
        const call = ref.parent;
        const ok =
          tsi.isCallExpression(call) && call.expression === ref
            ? rewriteCall(call, setter, s, set)
            : rewriteValue(ref, setter, s, set);
        all &&= ok;
        rewroteAny ||= ok;
      }
      if (all) for (const id of [el.name as ts.Identifier, ...refs]) dropped.add(id);
      else kept.push(el);
    }
    // The pattern: drop the setters every use of which was rewritten, add `state` and `setState`.
    const added: string[] = [];
    if (rewroteAny && !stateEl) added.push(s === 'state' ? 'state' : `state: ${s}`);
    if (rewroteAny && !setStateEl) added.push(set === 'setState' ? 'setState' : `setState: ${set}`);
    const gone = setterEls.filter((el) => !kept.includes(el));
    if (gone.length === 0 && added.length === 0) return;
    editPattern(pattern, gone, added);
  }

  /** The value symbol `name` resolves to at `at` (undefined: nothing by that name is in scope there). */
  function resolves(at: ts.Node, name: string): ts.Symbol | undefined {
    return checker.getSymbolsInScope(at, tsi.SymbolFlags.Value).find((sym) => sym.name === name);
  }

  /**
   * Removes the setters' elements and puts the added names in the first one's place, touching nothing
   * else of the pattern: the comments in it, and its other elements with theirs, stay as written.
   */
  function editPattern(pattern: ts.ObjectBindingPattern, gone: ts.BindingElement[], added: string[]) {
    const list = pattern
      .getChildren(sf)
      .find((c) => c.kind === tsi.SyntaxKind.SyntaxList)!
      .getChildren(sf);
    const multiline = text.slice(pattern.getStart(sf), pattern.getEnd()).includes('\n');
    const lineStart = (pos: number) => text.lastIndexOf('\n', pos - 1) + 1;
    const first = pattern.elements[0];
    const indent = /^[ \t]*/.exec(text.slice(lineStart(first.getStart(sf))))![0];
    const claimed = new Set<ts.Node>();
    const blank = (a: number, b: number) => /^\s*$/.test(text.slice(a, b));
    const remove = (start: number, end: number) => {
      // A line left empty goes with its line break.
      const ls = lineStart(start);
      const nl = text.indexOf('\n', end);
      if (multiline && nl !== -1 && blank(ls, start) && blank(end, nl)) edits.push({start: ls, end: nl + 1, text: ''});
      else edits.push({start, end, text: ''});
    };
    for (const [k, el] of gone.entries()) {
      if (k === 0 && added.length > 0) {
        const names = multiline ? added.join(`,\n${indent}`) : added.join(', ');
        edits.push({start: el.getStart(sf), end: el.getEnd(), text: names});
        continue;
      }
      const at = list.indexOf(el);
      const next = list[at + 1];
      if (next?.kind === tsi.SyntaxKind.CommaToken && blank(el.getEnd(), next.getStart(sf))) {
        claimed.add(next);
        let end = next.getEnd();
        while (!multiline && (text[end] === ' ' || text[end] === '\t')) end++;
        remove(el.getStart(sf), end);
        continue;
      }
      // The last element: the comma before it goes, with the space between when nothing else is there.
      let before: ts.Node | undefined;
      for (let i = at - 1; i >= 0 && !before; i--)
        if (list[i].kind === tsi.SyntaxKind.CommaToken && !claimed.has(list[i])) before = list[i];
      if (before) {
        claimed.add(before);
        if (list.indexOf(before) === at - 1 && blank(before.getEnd(), el.getStart(sf))) {
          edits.push({start: before.getStart(sf), end: el.getEnd(), text: ''});
          continue;
        }
        edits.push({start: before.getStart(sf), end: before.getEnd(), text: ''});
      }
      remove(el.getStart(sf), el.getEnd());
    }
    if (gone.length === 0) {
      const last = pattern.elements[pattern.elements.length - 1];
      const names = multiline ? added.map((n) => `,\n${indent}${n}`).join('') : added.map((n) => `, ${n}`).join('');
      edits.push({start: last.getEnd(), end: last.getEnd(), text: names});
    }
  }

  /** `const search = useSearch(); search.setSort(x)` → `search.setState({...search.state, sort: x})`. */
  function handleObject(name: ts.Identifier) {
    for (const ref of referencesOf(name)) {
      const access = ref.parent;
      if (!tsi.isPropertyAccessExpression(access) || access.expression !== ref || !SETTERS.has(access.name.text))
        continue;
      const setter = access.name.text as Setter;
      const s = `${name.text}.state`;
      const set = `${name.text}.setState`;
      const call = access.parent;
      if (tsi.isCallExpression(call) && call.expression === access) rewriteCall(call, setter, s, set);
      else rewriteValue(access, setter, s, set);
    }
  }

  // The helpers the new code calls, added to the file's import from @faststore/sdk under their own
  // name unless something the file keeps has it.
  if (usedHelpers.size > 0) {
    const keeps = (n: string) => identifiers.some((id) => id.text === n && isName(id) && !dropped.has(id));
    const local = new Map<Helper, string>();
    for (const h of usedHelpers) {
      let name = keeps(h) ? `sdk${h[0].toUpperCase()}${h.slice(1)}` : h;
      const base = name;
      for (let i = 2; keeps(name); i++) name = `${base}${i}`;
      local.set(h, name);
    }
    const settle = (t: string) => t.replace(/«(\w+)»/g, (_, h: Helper) => local.get(h)!);
    for (const e of edits) e.text = settle(e.text);
    for (const c of changes) c.what = settle(c.what);
    const specs = [...local].map(([h, name]) => (h === name ? h : `${h} as ${name}`));
    const named = sdkImport?.importClause?.namedBindings;
    if (sdkImport && named && tsi.isNamedImports(named)) {
      const last = named.elements[named.elements.length - 1];
      const multiline = named.getText(sf).includes('\n');
      if (multiline) {
        const lineStart = text.lastIndexOf('\n', last.getStart(sf) - 1) + 1;
        const indent = /^[ \t]*/.exec(text.slice(lineStart))![0];
        edits.push({start: last.getEnd(), end: last.getEnd(), text: specs.map((x) => `,\n${indent}${x}`).join('')});
      } else {
        edits.push({start: last.getEnd(), end: last.getEnd(), text: specs.map((x) => `, ${x}`).join('')});
      }
    } else {
      const quote = text.includes(`"${SDK}"`) ? '"' : "'";
      const semi = /from\s+['"][^'"]+['"];/.test(text) ? ';' : '';
      const at = sf.statements.find((st) => tsi.isImportDeclaration(st))?.getStart(sf) ?? 0;
      edits.push({
        start: at,
        end: at,
        text: `import {${style.pad}${specs.join(', ')}${style.pad}} from ${quote}${SDK}${quote}${semi}\n`,
      });
    }
  }
  return {edits, changes, todos};
}
