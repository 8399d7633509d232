/**
 * Reads the installed `@faststore/ui` package (its `dist` type declarations and its `src` component
 * sources) with the TypeScript compiler API and returns, for every exported component, the props it
 * declares and the `data-*` attributes it renders. Pure: no Docusaurus, no writes, so tests call it.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

import {faststorePackageDir, isInPackage, readManifest} from '../packageFiles';
import type {ComponentInfo, DataAttribute, PropInfo, UiReference} from '@faststore-docs/shared/reference/ui';
import {probeForwarding, type ComponentVerdicts, type ProbedProp, type ProbeTarget} from './probe';
import {probePlanOf} from './probePlan';

export type {UiReference};

/** Directory of the installed package, resolved from the site root. */
export const packageDir = (siteDir: string): string => faststorePackageDir(siteDir, 'ui');

function jsDocText(symbol: ts.Symbol, checker: ts.TypeChecker): string {
  return ts.displayPartsToString(symbol.getDocumentationComment(checker)).replace(/\s+/g, ' ').trim();
}

/** The first parameter type of a component's call signature (function or exotic component). */
function propsTypeOf(type: ts.Type, checker: ts.TypeChecker, at: ts.Node): ts.Type | undefined {
  const signature = type.getCallSignatures()[0];
  const param = signature?.getParameters()[0];
  return param ? checker.getTypeOfSymbolAtLocation(param, at) : undefined;
}

/** Finds the interface/alias named `...Props` (a hook's: `...Args`) among the parts of the props type. */
function propsDeclaration(propsType: ts.Type): ts.InterfaceDeclaration | ts.TypeAliasDeclaration | undefined {
  const parts = propsType.isIntersection() ? propsType.types : [propsType];
  for (const part of parts) {
    const symbol = part.aliasSymbol ?? part.getSymbol();
    const decl = symbol?.declarations?.find(
      (d): d is ts.InterfaceDeclaration | ts.TypeAliasDeclaration =>
        ts.isInterfaceDeclaration(d) || ts.isTypeAliasDeclaration(d),
    );
    if (decl && /(Props|Args)$/.test(decl.name.text)) return decl;
  }
  return undefined;
}

function heritage(decl: ts.InterfaceDeclaration | ts.TypeAliasDeclaration | undefined): string[] {
  if (!decl) return [];
  if (ts.isInterfaceDeclaration(decl)) {
    return (decl.heritageClauses ?? []).flatMap((c) => c.types.map((t) => t.getText()));
  }
  // `type XProps = A & B & {...}`: the named parts are what it inherits.
  const t = decl.type;
  const parts = ts.isIntersectionTypeNode(t) ? t.types : [t];
  return parts.filter((p) => !ts.isTypeLiteralNode(p)).map((p) => p.getText());
}

/**
 * Destructuring defaults of the component function in its own source: `{ testId = 'store-button' }`.
 * The only place a default is read from.
 */
function sourceDefaults(sourceFile: ts.SourceFile | undefined, componentName: string): Map<string, string> {
  const defaults = new Map<string, string>();
  if (!sourceFile) return defaults;
  const firstFunction = (node: ts.Node): ts.SignatureDeclaration | undefined =>
    ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isArrowFunction(node)
      ? node
      : ts.forEachChild(node, firstFunction);
  const find = (node: ts.Node): ts.SignatureDeclaration | undefined => {
    if ((ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node)) && node.name?.text === componentName)
      return node;
    const named = ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === componentName;
    return (named && node.initializer && firstFunction(node.initializer)) || ts.forEachChild(node, find);
  };
  const pattern = find(sourceFile)?.parameters[0]?.name;
  if (pattern && ts.isObjectBindingPattern(pattern)) {
    for (const el of pattern.elements) {
      const key = el.propertyName ?? el.name;
      if (el.initializer && (ts.isIdentifier(key) || ts.isStringLiteral(key))) {
        defaults.set(key.text, el.initializer.getText(sourceFile).replace(/\s+/g, ' '));
      }
    }
  }
  return defaults;
}

/** `data-*` attributes a source file renders: JSX attributes and `'data-…'` keys of prop objects. */
function dataAttributesIn(sourceFile: ts.SourceFile): DataAttribute[] {
  const found = new Map<string, DataAttribute>();
  const add = (name: string, value?: string) => {
    if (!name.startsWith('data-') || name === 'data-testid') return;
    const seen = found.get(name);
    // The same attribute rendered with several values (`data-slider-thumb="left"` / `"right"`).
    if (seen) {
      if (value && seen.value !== undefined && !seen.value.split(' or ').includes(value)) seen.value += ` or ${value}`;
      return;
    }
    found.set(name, value ? {name, value} : {name});
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(sourceFile);
      const init = node.initializer;
      add(name, init ? init.getText(sourceFile).replace(/\s+/g, ' ') : undefined);
    } else if (ts.isPropertyAssignment(node)) {
      const key = node.name;
      if (ts.isStringLiteral(key)) add(key.text, node.initializer.getText(sourceFile));
      else if (ts.isComputedPropertyName(key) && ts.isTemplateExpression(key.expression)) {
        // `[`data-store-price-${part.type}`]`: only the fixed prefix is known statically.
        const t = key.expression;
        add(
          t.head.text + '*' + t.templateSpans.map((s) => s.literal.text).join('*'),
          node.initializer.getText(sourceFile),
        );
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return [...found.values()];
}

/** Maps `dist/atoms/Button/Button.d.ts` to `src/atoms/Button/Button.tsx` (or `.ts`). */
function sourcePathFor(declFile: string, pkgDir: string): string | undefined {
  const rel = path.relative(path.join(pkgDir, 'dist'), declFile).replace(/\.d\.ts$/, '');
  for (const ext of ['.tsx', '.ts']) {
    const candidate = path.join(pkgDir, 'src', rel + ext);
    if (fs.existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** Props (or a hook's arguments) that the package itself declares, required first. */
function packageProps(
  type: ts.Type,
  checker: ts.TypeChecker,
  pkgDir: string,
  defaults: Map<string, string>,
): PropInfo[] {
  const props: PropInfo[] = [];
  for (const prop of checker.getPropertiesOfType(type)) {
    // Only props the package itself declares; inherited DOM attributes are summarised by `extends`.
    const propDecl = prop.declarations?.find((d) => isInPackage(d.getSourceFile().fileName, pkgDir));
    if (!propDecl) continue;
    const typeNode = ts.isPropertySignature(propDecl) || ts.isPropertyDeclaration(propDecl) ? propDecl.type : undefined;
    // Only the component's own source says what it falls back to: a `@default` tag travels with the
    // declaration into every props type that extends it (PriceRange's props extend Slider's), so it
    // would show the other component's default.
    const defaultValue = defaults.get(prop.getName());
    props.push({
      name: prop.getName(),
      type: (typeNode
        ? typeNode.getText()
        : checker.typeToString(checker.getTypeOfSymbolAtLocation(prop, propDecl))
      ).replace(/\s+/g, ' '),
      required: !(prop.flags & ts.SymbolFlags.Optional),
      ...(defaultValue !== undefined ? {defaultValue} : {}),
      description: jsDocText(prop, checker),
    });
  }
  return props.sort((a, b) => Number(b.required) - Number(a.required) || a.name.localeCompare(b.name));
}

/** A hook's return value, member by member, in declaration order. */
function returnMembers(type: ts.Type, checker: ts.TypeChecker, at: ts.Node): PropInfo[] {
  const returned = type.getCallSignatures()[0]?.getReturnType();
  if (!returned) return [];
  return checker.getPropertiesOfType(returned).map((member) => ({
    name: member.getName(),
    type: checker
      .typeToString(checker.getTypeOfSymbolAtLocation(member, at), at, ts.TypeFormatFlags.NoTruncation)
      .replace(/import\("[^"]+"\)\./g, '')
      .replace(/\s+/g, ' '),
    required: true,
    description: jsDocText(member, checker),
  }));
}

const isComponentName = (name: string) => /^[A-Z]/.test(name);
const isHookName = (name: string) => /^use[A-Z]/.test(name);

/**
 * For the forwarding probe: each documented prop of a component with the kind of value to try, and
 * the undeclared props it is given all the same (see ProbeTarget).
 */
function probeTarget(
  name: string,
  propsType: ts.Type,
  checker: ts.TypeChecker,
  pkgDir: string,
  source: string,
): ProbeTarget {
  const props: ProbedProp[] = [];
  const given: ProbedProp[] = [];
  for (const prop of checker.getPropertiesOfType(propsType)) {
    const at = prop.valueDeclaration ?? prop.declarations?.[0];
    const documented = prop.declarations?.some((d) => isInPackage(d.getSourceFile().fileName, pkgDir));
    const isRequired = !(prop.flags & ts.SymbolFlags.Optional);
    if (!at || !(documented || isRequired || prop.getName() === 'children')) continue;
    const probed = {
      name: prop.getName(),
      required: isRequired,
      plan: probePlanOf(checker.getTypeOfSymbolAtLocation(prop, at), checker, pkgDir, prop.getName()),
    };
    (documented ? props : given).push(probed);
  }
  return {name, props, given, group: path.dirname(source)};
}

/** The release's declarations and sources, read; and what the forwarding probe needs to run it. */
function readRelease(pkgDir: string): {reference: UiReference; targets: ProbeTarget[]} {
  const pkg = readManifest(pkgDir);
  const entry = path.join(pkgDir, 'dist', 'index.d.ts');
  const program = ts.createProgram([entry], {
    jsx: ts.JsxEmit.React,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    // The declarations use `import React from 'react'`; without these React's types resolve to `any`.
    esModuleInterop: true,
    allowSyntheticDefaultImports: true,
    types: [],
    target: ts.ScriptTarget.ES2020,
  });
  const checker = program.getTypeChecker();
  const entryFile = program.getSourceFile(entry);
  const moduleSymbol = entryFile && checker.getSymbolAtLocation(entryFile);
  if (!entryFile || !moduleSymbol) throw new Error(`ui-reference: cannot read ${entry}`);

  const components: Record<string, ComponentInfo> = {};
  const targets: ProbeTarget[] = [];
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const name = exported.getName();
    const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    if (!(isComponentName(name) || isHookName(name)) || !(target.flags & ts.SymbolFlags.Value)) continue;
    const decl = target.valueDeclaration ?? target.declarations?.[0];
    if (!decl) continue;
    const exportType = checker.getTypeOfSymbolAtLocation(target, decl);
    const propsType = propsTypeOf(exportType, checker, decl);
    if (!propsType) continue;

    const declFile = decl.getSourceFile().fileName;
    const srcPath = sourcePathFor(declFile, pkgDir);
    const srcFile = srcPath
      ? ts.createSourceFile(srcPath, fs.readFileSync(srcPath, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
      : undefined;
    const defaults = sourceDefaults(srcFile, target.getName() === 'default' ? name : target.getName());
    const propsDecl = propsDeclaration(propsType);

    const props = packageProps(propsType, checker, pkgDir, defaults);
    // Hooks are not rendered: what their arguments do shows only in what the caller does with the result.
    if (!isHookName(name)) targets.push(probeTarget(name, propsType, checker, pkgDir, srcPath ?? declFile));

    components[name] = {
      name,
      kind: isHookName(name) ? 'hook' : 'component',
      ...(isHookName(name) ? {returns: returnMembers(exportType, checker, decl)} : {}),
      propsType: propsDecl?.name.text ?? checker.typeToString(propsType),
      extends: heritage(propsDecl),
      props,
      dataAttributes: srcFile ? dataAttributesIn(srcFile) : [],
      source: srcPath ? path.relative(pkgDir, srcPath).split(path.sep).join('/') : '',
    };
  }
  return {reference: {package: pkg.name, version: pkg.version, components}, targets};
}

/**
 * Whether each documented prop of each component of the release reaches the page (./probe); null for a
 * package without compiled code.
 */
export function forwardingVerdicts(pkgDir: string): ComponentVerdicts[] | null {
  return probeForwarding(pkgDir, readRelease(pkgDir).targets);
}

/**
 * Extracts every exported component (a value export whose name starts with a capital letter) and
 * every exported hook (`use…`), whose first argument is read like a component's props. A prop the
 * forwarding probe finds reaching nothing carries the release in `notForwardedIn`.
 */
export function extractUiReference(pkgDir: string): UiReference {
  const {reference, targets} = readRelease(pkgDir);
  for (const component of probeForwarding(pkgDir, targets) ?? []) {
    for (const prop of reference.components[component.name].props) {
      if (component.props[prop.name] === 'not forwarded') prop.notForwardedIn = [reference.version];
    }
  }
  return reference;
}
