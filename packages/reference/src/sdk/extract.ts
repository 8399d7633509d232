/**
 * Reads the exports of the installed `@faststore/sdk` (its `dist/index.d.ts`) with the TypeScript
 * compiler API and returns, for each, its kind, its declaration text, its parameters (the props, for
 * a provider), its return type and its JSDoc. Pure: no Docusaurus, no writes, so tests call it.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

import {faststorePackageDir, isInPackage, readManifest} from '../packageFiles';
import type {SdkExport, SdkExportKind, SdkMember, SdkReference} from '@faststore-docs/shared/reference/sdk';

export type {SdkReference};

/** Directory of the installed package, resolved from the site root. */
export const packageDir = (siteDir: string): string => faststorePackageDir(siteDir, 'sdk');

/**
 * `import("./Cart").Cart` reads as `Cart`; the d.ts uses 4-space indents, the site 2. Some releases
 * ship declarations with Windows line ends, which must not read as a change.
 */
function tidy(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/import\("[^"]+"\)\./g, '')
    .split('\n')
    .map((line) => line.replace(/^( {4})+/, (indent) => ' '.repeat(indent.length / 2)))
    .join('\n');
}

const oneLine = (text: string) => tidy(text).replace(/\s+/g, ' ').replace(/,\s*}/g, ' }').trim();

/** The JSDoc comment, or its `@description` tag (the form `dist/types.d.ts` uses). */
function jsDocText(symbol: ts.Symbol, checker: ts.TypeChecker): string {
  const comment = ts.displayPartsToString(symbol.getDocumentationComment(checker));
  const tag = symbol.getJsDocTags(checker).find((t) => t.name === 'description');
  const text = comment.trim() || (tag?.text ? ts.displayPartsToString(tag.text) : '');
  return text.replace(/\s+/g, ' ').trim();
}

/** The type as written in the declaration when there is one, else as the compiler prints it. */
function typeText(symbol: ts.Symbol, checker: ts.TypeChecker, at: ts.Node): string {
  const decl = symbol.valueDeclaration ?? symbol.declarations?.[0];
  const node =
    decl && (ts.isPropertySignature(decl) || ts.isParameter(decl) || ts.isPropertyDeclaration(decl))
      ? decl.type
      : undefined;
  if (node) return oneLine(node.getText());
  return oneLine(
    checker.typeToString(checker.getTypeOfSymbolAtLocation(symbol, at), undefined, ts.TypeFormatFlags.NoTruncation),
  );
}

function member(symbol: ts.Symbol, checker: ts.TypeChecker, at: ts.Node): SdkMember {
  return {
    name: symbol.getName(),
    type: typeText(symbol, checker, at),
    optional: (symbol.flags & ts.SymbolFlags.Optional) !== 0,
    doc: jsDocText(symbol, checker),
  };
}

function kindOf(name: string, decl: ts.Declaration, type: ts.Type): SdkExportKind {
  if (ts.isClassDeclaration(decl)) return 'class';
  if (ts.isInterfaceDeclaration(decl)) return 'interface';
  if (ts.isTypeAliasDeclaration(decl)) return 'type';
  // A React context is callable in recent @types/react; it is still a context, not a component.
  if ((type.aliasSymbol ?? type.getSymbol())?.getName() === 'Context') return 'context';
  if (type.getCallSignatures().length > 0) {
    if (/^use[A-Z]/.test(name)) return 'hook';
    if (/^[A-Z]/.test(name)) return 'component';
    return 'function';
  }
  return 'constant';
}

/** Declaration text with the internal name replaced by the exported one (`Provider` → `CartProvider`). */
function signatureText(name: string, decl: ts.Declaration & {name?: ts.Node}): string {
  const source = decl.getSourceFile().text;
  const start = decl.getStart();
  const text = (
    decl.name
      ? source.slice(start, decl.name.getStart()) + name + source.slice(decl.name.getEnd(), decl.getEnd())
      : source.slice(start, decl.getEnd())
  ).replace(/\r\n?/g, '\n'); // some releases ship Windows line ends
  // Comments go: the tables show the JSDoc, and some of the package's are unfinished notes.
  const bare = text
    .replace(/^export\s+/, '')
    .replace(/^declare\s+/, '')
    .replace(/^[ \t]*\/\*\*[\s\S]*?\*\/[ \t]*\n/gm, '');
  return tidy(ts.isVariableDeclaration(decl) ? `const ${bare}` : bare).trim();
}

function parametersOf(kind: SdkExportKind, signature: ts.Signature, checker: ts.TypeChecker, at: ts.Node): SdkMember[] {
  return signature.getParameters().flatMap((param): SdkMember[] => {
    const decl = param.valueDeclaration;
    if (!decl || !ts.isParameter(decl)) return [member(param, checker, at)];
    // A provider destructures its props: list them one by one, as a props table would.
    if (kind === 'component' && ts.isObjectBindingPattern(decl.name)) {
      const propsType = checker.getTypeOfSymbolAtLocation(param, at);
      return propsType.getProperties().map((prop) => member(prop, checker, at));
    }
    return [
      {
        name: ts.isIdentifier(decl.name) ? decl.name.text : oneLine(decl.name.getText()),
        type: decl.type ? oneLine(decl.type.getText()) : typeText(param, checker, at),
        optional: Boolean(decl.questionToken ?? decl.initializer),
        doc: jsDocText(param, checker),
      },
    ];
  });
}

/** The return type; its properties too when the SDK declares that object (not `JSX.Element`, `URL`). */
function returnsOf(
  signature: ts.Signature,
  checker: ts.TypeChecker,
  at: ts.Node,
  pkgDir: string,
): SdkExport['returns'] {
  const type = signature.getReturnType();
  const symbol = type.aliasSymbol ?? type.getSymbol();
  const declaredInSdk = symbol?.declarations?.some((d) => isInPackage(d.getSourceFile().fileName, pkgDir)) ?? false;
  const isObject = (type.flags & ts.TypeFlags.Object) !== 0 || type.isIntersection();
  if (declaredInSdk && isObject && type.getCallSignatures().length === 0) {
    const named =
      type.aliasSymbol?.getName() ?? (symbol && symbol.getName() !== '__type' ? symbol.getName() : undefined);
    return {
      type: named ?? 'object',
      properties: type.getProperties().map((prop) => member(prop, checker, at)),
    };
  }
  return {
    type: oneLine(checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation)),
    properties: [],
  };
}

/** Every export of the package's entry declaration file, in the order the entry lists them. */
export function extractSdkReference(pkgDir: string): SdkReference {
  const entry = path.join(pkgDir, 'dist', 'index.d.ts');
  if (!fs.existsSync(entry)) throw new Error(`sdk-reference: ${entry} not found; is @faststore/sdk installed?`);
  const {version} = readManifest(pkgDir);

  const program = ts.createProgram([entry], {
    noEmit: true,
    skipLibCheck: true,
    strict: false,
    esModuleInterop: true,
    allowSyntheticDefaultImports: true,
    jsx: ts.JsxEmit.ReactJSX,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    target: ts.ScriptTarget.ES2020,
  });
  const checker = program.getTypeChecker();
  const sourceFile = program.getSourceFile(entry);
  const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
  if (!moduleSymbol) throw new Error(`sdk-reference: could not read the exports of ${entry}`);

  const exports: Record<string, SdkExport> = {};
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const name = exported.getName();
    const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const decl = target.valueDeclaration ?? target.declarations?.[0];
    if (!decl) throw new Error(`sdk-reference: no declaration found for the export "${name}"`);

    const type = checker.getTypeOfSymbolAtLocation(target, decl);
    const kind = kindOf(name, decl, type);
    const callable = kind === 'hook' || kind === 'component' || kind === 'function';
    const signature = callable ? type.getCallSignatures()[0] : undefined;

    exports[name] = {
      name,
      kind,
      signature: signatureText(name, decl),
      parameters: signature ? parametersOf(kind, signature, checker, decl) : [],
      returns: signature ? returnsOf(signature, checker, decl, pkgDir) : null,
      jsDoc: jsDocText(target, checker),
      file: path.relative(pkgDir, decl.getSourceFile().fileName).split(path.sep).join('/'),
    };
  }
  return {version, exports};
}
