/**
 * What an agent's answer does, read from its syntax tree, so that a grader checks the code and the
 * query themselves and never words in a comment: TSX through the TypeScript compiler's parser, GraphQL
 * through graphql's.
 *
 * TSX facts: `<Component>` for each element (by the name it was imported as), `Component.prop` for each
 * prop passed, `fn()` for each function or method called, `hook().member` for each member taken from a
 * call's result by destructuring, `{key}` for each object literal key and `{key: value}` when the value
 * is a string. GraphQL facts: the path of each field selected by its name (an alias is resolved to the
 * field), through fragments, as `product.offers.seller`; `field(arg)` and `field(arg: VALUE)` for each
 * argument (a literal value only); `on Type` for each type condition.
 */
import ts from 'typescript';
import {Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode} from 'graphql';

/** The flag an answer raises instead of doing the task: the text after `FLAG:` on its line, if any line has one. */
export function flagOf(text: string): string | undefined {
  return /^\s*FLAG:\s*(.*)$/m.exec(text)?.[1]?.trim();
}

export function tsxFacts(code: string): Set<string> {
  const file = ts.createSourceFile('answer.tsx', code, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TSX);
  const syntax = (file as unknown as {parseDiagnostics: ts.Diagnostic[]}).parseDiagnostics;
  if (syntax.length > 0)
    throw new Error(`does not parse: ${ts.flattenDiagnosticMessageText(syntax[0].messageText, ' ')}`);
  const imported = new Map<string, string>();
  for (const statement of file.statements) {
    const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : undefined;
    if (bindings && ts.isNamedImports(bindings))
      for (const el of bindings.elements) imported.set(el.name.text, (el.propertyName ?? el.name).text);
  }
  const facts = new Set<string>();
  const nameOf = (node: ts.Node) => imported.get(node.getText(file)) ?? node.getText(file);
  const visit = (node: ts.Node) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const tag = nameOf(node.tagName);
      facts.add(`<${tag}>`);
      for (const attribute of node.attributes.properties)
        if (ts.isJsxAttribute(attribute)) facts.add(`${tag}.${attribute.name.getText(file)}`);
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isIdentifier(callee)) facts.add(`${nameOf(callee)}()`);
      else if (ts.isPropertyAccessExpression(callee)) facts.add(`${callee.name.text}()`);
    }
    if (
      ts.isVariableDeclaration(node) &&
      ts.isObjectBindingPattern(node.name) &&
      node.initializer &&
      ts.isCallExpression(node.initializer) &&
      ts.isIdentifier(node.initializer.expression)
    ) {
      const hook = nameOf(node.initializer.expression);
      for (const el of node.name.elements) facts.add(`${hook}().${(el.propertyName ?? el.name).getText(file)}`);
    }
    if (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) {
      const key = node.name.getText(file).replace(/^['"]|['"]$/g, '');
      facts.add(`{${key}}`);
      if (ts.isPropertyAssignment(node) && ts.isStringLiteralLike(node.initializer))
        facts.add(`{${key}: ${node.initializer.text}}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return facts;
}

export function graphqlFacts(document: DocumentNode): Set<string> {
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const facts = new Set<string>();
  const walk = (set: SelectionSetNode | undefined, prefix: string, seen: ReadonlySet<string>) => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        const path = prefix ? `${prefix}.${selection.name.value}` : selection.name.value;
        facts.add(path);
        for (const arg of selection.arguments ?? []) {
          facts.add(`${path}(${arg.name.value})`);
          const value = arg.value;
          if (
            value.kind === Kind.ENUM ||
            value.kind === Kind.STRING ||
            value.kind === Kind.INT ||
            value.kind === Kind.BOOLEAN
          )
            facts.add(`${path}(${arg.name.value}: ${String(value.value)})`);
        }
        walk(selection.selectionSet, path, seen);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (selection.typeCondition) facts.add(`on ${selection.typeCondition.name.value}`);
        walk(selection.selectionSet, prefix, seen);
      } else {
        const fragment = fragments.get(selection.name.value);
        if (!fragment || seen.has(fragment.name.value)) continue;
        facts.add(`on ${fragment.typeCondition.name.value}`);
        walk(fragment.selectionSet, prefix, new Set([...seen, fragment.name.value]));
      }
    }
  };
  for (const definition of document.definitions)
    if (definition.kind === Kind.OPERATION_DEFINITION) walk(definition.selectionSet, '', new Set());
  return facts;
}
