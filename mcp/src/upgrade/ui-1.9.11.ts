/**
 * The @faststore/ui 1.9.10 → 1.9.11 rewrite: `Slider` and `PriceRange` take `min` and `max` as
 * `{absolute, selected}` instead of a number. In 1.9.10 the number was the bound and each thumb
 * started at its bound (`useState(min)`), so `min={n}` becomes `min={{absolute: n, selected: n}}`:
 * the same bound, the thumb starting where it did. Only a number the checker sees, written as a
 * literal, a name or a property read, is copied into both fields, since an expression written twice
 * runs twice; anything else, and a `min` passed in spread props, keeps its code and gets a TODO.
 *
 * The other change of these components is behaviour (1.9.11 calls `onChange` only when a thumb moves,
 * no longer on mount, and adds `onEnd`): which calls the store's code relied on is not in the code,
 * so an element with `onChange` gets a TODO naming the change, and nothing is rewritten.
 */
import type ts from 'typescript';
import {todoMark, type Edit, type FileRewrite, type Finding} from './edits';

type TS = typeof ts;

const UI_UPGRADE_LINK = '/reference/upgrade/ui/1.9.10-to-1.9.11';
const TODO_MARK = todoMark('1.9.11');
const UI = '@faststore/ui';
const COMPONENTS = new Set(['Slider', 'PriceRange']);
const BOUNDS = ['min', 'max'] as const;

/** The changes of the migrations this step rewrites, as /reference/changes names them. */
export const UI_REWRITES = ['Slider.min', 'Slider.max', 'PriceRange.min', 'PriceRange.max'];

const todoText = (what: string) => `${TODO_MARK}: ${what}, see ${UI_UPGRADE_LINK}`;

/** Which FastStore component a JSX tag names, following renamed imports, namespaces and re-exports. */
function componentOf(tsi: TS, tag: ts.JsxTagNameExpression, checker: ts.TypeChecker): string | undefined {
  const name = tsi.isPropertyAccessExpression(tag) ? tag.name : tsi.isIdentifier(tag) ? tag : undefined;
  if (!name) return undefined;
  let sym = checker.getSymbolAtLocation(name);
  if (!sym) return undefined;
  if (sym.flags & tsi.SymbolFlags.Alias) {
    // The import's own text first: it names the package even when the package is not installed.
    const decl = sym.declarations?.[0];
    if (decl && tsi.isImportSpecifier(decl)) {
      const from = decl.parent.parent.parent.moduleSpecifier;
      const imported = (decl.propertyName ?? decl.name).text;
      if (tsi.isStringLiteral(from) && from.text === UI) return COMPONENTS.has(imported) ? imported : undefined;
    }
    sym = checker.getAliasedSymbol(sym);
  } else if (tsi.isPropertyAccessExpression(tag) && tsi.isIdentifier(tag.expression)) {
    // `UI.Slider` with `import * as UI from '@faststore/ui'`.
    const ns = checker.getSymbolAtLocation(tag.expression)?.declarations?.[0];
    if (ns && tsi.isNamespaceImport(ns)) {
      const from = ns.parent.parent.moduleSpecifier;
      if (tsi.isStringLiteral(from) && from.text === UI) return COMPONENTS.has(name.text) ? name.text : undefined;
    }
  }
  const file = sym.declarations?.[0]?.getSourceFile().fileName ?? '';
  return COMPONENTS.has(sym.name) && /[\\/]@faststore[\\/]ui[\\/]/.test(file) ? sym.name : undefined;
}

/** A value that is safe to write twice: it reads, it does not compute. */
function isPlainRead(tsi: TS, e: ts.Expression): boolean {
  if (tsi.isParenthesizedExpression(e)) return isPlainRead(tsi, e.expression);
  if (tsi.isNumericLiteral(e) || tsi.isIdentifier(e)) return true;
  if (tsi.isPrefixUnaryExpression(e) && e.operator === tsi.SyntaxKind.MinusToken)
    return tsi.isNumericLiteral(e.operand);
  if (tsi.isPropertyAccessExpression(e)) return !e.questionDotToken && isPlainRead(tsi, e.expression);
  return false;
}

export function rewriteUiFile(tsi: TS, sf: ts.SourceFile, checker: ts.TypeChecker): FileRewrite {
  const text = sf.getFullText();
  const edits: Edit[] = [];
  const changes: Finding[] = [];
  const todos: Finding[] = [];
  const lineOf = (pos: number) => sf.getLineAndCharacterOfPosition(pos).line + 1;
  const pad = /import\s*\{\s/.test(text) ? ' ' : '';
  const isNumber = (node: ts.Node) => {
    const type = checker.getTypeAtLocation(node);
    return (type.flags & tsi.TypeFlags.NumberLike) !== 0;
  };
  const marked = new Set<number>();

  /**
   * A TODO above the element: a JSX comment when the element is a child on its own line, a line
   * comment above the statement otherwise. An element already marked is left alone, so that a second
   * run changes nothing.
   */
  const addTodo = (element: ts.Node, what: string) => {
    todos.push({line: lineOf(element.getStart(sf)), what});
    let at: ts.Node = element;
    let jsx = false;
    if (tsi.isJsxOpeningElement(element)) at = element.parent;
    const lineStart = (pos: number) => text.lastIndexOf('\n', pos - 1) + 1;
    const ownLine = (node: ts.Node) => /^[ \t]*$/.test(text.slice(lineStart(node.getStart(sf)), node.getStart(sf)));
    if ((tsi.isJsxElement(at.parent) || tsi.isJsxFragment(at.parent)) && ownLine(at)) jsx = true;
    else
      while (at.parent && !tsi.isBlock(at.parent) && !tsi.isSourceFile(at.parent) && !tsi.isCaseClause(at.parent))
        at = at.parent;
    const start = lineStart(at.getStart(sf));
    const indent = /^[ \t]*/.exec(text.slice(start))![0];
    const previous = text.slice(lineStart(start - 1), start);
    if (previous.includes(TODO_MARK) || marked.has(start)) return;
    marked.add(start);
    edits.push({
      start,
      end: start,
      text: jsx ? `${indent}{/* ${todoText(what)} */}\n` : `${indent}// ${todoText(what)}\n`,
    });
  };

  const visit = (node: ts.Node) => {
    if (tsi.isJsxSelfClosingElement(node) || tsi.isJsxOpeningElement(node)) {
      const component = componentOf(tsi, node.tagName, checker);
      if (component) element(node, component);
    }
    node.forEachChild(visit);
  };

  function element(node: ts.JsxSelfClosingElement | ts.JsxOpeningElement, component: string) {
    const todo: string[] = [];
    for (const attr of node.attributes.properties) {
      if (tsi.isJsxSpreadAttribute(attr)) {
        const type = checker.getTypeAtLocation(attr.expression);
        const numeric = BOUNDS.filter((b) => {
          const prop = type.getProperty(b);
          return prop && (checker.getTypeOfSymbolAtLocation(prop, attr).flags & tsi.TypeFlags.NumberLike) !== 0;
        });
        if (numeric.length > 0)
          todo.push(
            `the spread props give \`${component}\` ${numeric.map((b) => `\`${b}\``).join(' and ')} as a number; 1.9.11 takes \`{absolute, selected}\``,
          );
        continue;
      }
      const name = attr.name.getText(sf);
      if (name === 'onChange') {
        todo.push(
          `1.9.11's \`${component}\` calls \`onChange\` only when a thumb moves (not on mount) and adds \`onEnd\` for a released thumb; check what this \`onChange\` relied on`,
        );
        continue;
      }
      if (!(BOUNDS as readonly string[]).includes(name) || !attr.initializer) continue;
      const init = attr.initializer;
      const value = tsi.isJsxExpression(init) ? init.expression : undefined;
      // A bound the checker cannot type (an untyped prop, a .jsx file's parameter) may be a number or
      // already `{absolute, selected}`: flagged, never rewritten or passed over silently.
      if (value && checker.getTypeAtLocation(value).flags & (tsi.TypeFlags.Any | tsi.TypeFlags.Unknown)) {
        todo.push(
          `\`${name}\` of \`${component}\` has no type the checker can see (\`any\`); if it is a number, pass \`{absolute: n, selected: n}\` as 1.9.11 takes`,
        );
        continue;
      }
      if (value && !isNumber(value)) continue; // already `{absolute, selected}`, or not a number at all
      if (value && isPlainRead(tsi, value)) {
        const v = value.getText(sf);
        edits.push({
          start: init.getStart(sf),
          end: init.getEnd(),
          text: `{{${pad}absolute: ${v}, selected: ${v}${pad}}}`,
        });
        changes.push({
          line: lineOf(attr.getStart(sf)),
          what: `\`<${component} ${name}>\` passes \`{absolute, selected}\`, both \`${v}\`: the same bound, with the thumb starting at it as in 1.9.10`,
        });
      } else {
        todo.push(
          `\`${name}\` of \`${component}\` is now \`{absolute, selected}\` (the bound, and where the thumb starts: 1.9.10 started it at the bound)`,
        );
      }
    }
    if (todo.length > 0) addTodo(node, todo.join('; '));
  }

  visit(sf);
  return {edits, changes, todos};
}
