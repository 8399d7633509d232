/**
 * What kind of value the forwarding probe (./probe) hands a documented prop, read from the prop's
 * declared type with the TypeScript checker while the props are extracted. The probe needs a value
 * the component accepts and whose trace it can find in what the component renders: a string it can
 * look for, a function it can see called, an element it can find in the markup.
 */
import ts from 'typescript';
import {isInPackage} from '../packageFiles';

export type ProbePlan =
  | {kind: 'string'}
  | {kind: 'number'}
  | {kind: 'boolean'}
  /** A union of literals (`'success' | 'error'`): each member is tried. */
  | {kind: 'literal'; values: (string | number | boolean)[]}
  | {kind: 'function'}
  /** ReactNode: an element of the probe's own. */
  | {kind: 'node'}
  /** `as`-style props (ElementType): a tag name. */
  | {kind: 'elementType'}
  | {kind: 'ref'}
  | {kind: 'array'; of: ProbePlan}
  | {kind: 'object'; fields: Record<string, ProbePlan>}
  /** Nothing the probe can build a value for (`any`, an unconstrained type parameter). */
  | {kind: 'none'};

const NODE_TYPES = new Set(['ReactNode', 'ReactElement', 'ReactPortal', 'ReactChild', 'JSX.Element', 'Element']);
const REF_TYPES = new Set(['Ref', 'RefObject', 'MutableRefObject', 'RefCallback', 'LegacyRef', 'ForwardedRef']);
const ELEMENT_TYPES = new Set([
  'ElementType',
  'JSXElementConstructor',
  'ComponentType',
  'ComponentClass',
  'FunctionComponent',
]);

const nameOf = (type: ts.Type): string | undefined => type.aliasSymbol?.name ?? type.getSymbol()?.name;

/** Objects deeper than this get no further fields: props objects of props objects are the deepest seen. */
const MAX_DEPTH = 2;

/**
 * The plan for a value of `type`. `name` is the prop's name (a `ref` is probed as a ref whatever its
 * declared type resolves to); `pkgDir` limits an object's optional fields to those the package
 * declares, so a props object that extends the DOM's attributes is built from the package's own fields.
 */
export function probePlanOf(type: ts.Type, checker: ts.TypeChecker, pkgDir: string, name = '', depth = 0): ProbePlan {
  if (name === 'ref') return {kind: 'ref'};
  if (type.flags & ts.TypeFlags.TypeParameter) {
    const constraint = checker.getBaseConstraintOfType(type);
    return constraint && constraint !== type ? probePlanOf(constraint, checker, pkgDir, name, depth) : {kind: 'none'};
  }
  if (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.Never)) return {kind: 'none'};
  const alias = nameOf(type);
  if (alias && NODE_TYPES.has(alias)) return {kind: 'node'};
  if (alias && REF_TYPES.has(alias)) return {kind: 'ref'};
  if (alias && ELEMENT_TYPES.has(alias)) return {kind: 'elementType'};

  const members = (type.isUnion() ? type.types : [type]).filter(
    (t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null | ts.TypeFlags.Void)),
  );
  if (members.length === 0) return {kind: 'none'};
  // `C | undefined`, with C a type parameter: the parameter's constraint.
  if (members.length === 1 && members[0] !== type) return probePlanOf(members[0], checker, pkgDir, name, depth);
  const names = members.map(nameOf);
  if (names.some((n) => n && NODE_TYPES.has(n))) return {kind: 'node'};
  if (names.some((n) => n && ELEMENT_TYPES.has(n))) return {kind: 'elementType'};
  if (names.some((n) => n && REF_TYPES.has(n))) return {kind: 'ref'};

  const literal = (t: ts.Type) =>
    t.isStringLiteral() || t.isNumberLiteral() || !!(t.flags & ts.TypeFlags.BooleanLiteral);
  if (members.every(literal)) {
    const values = members.map((t) =>
      t.isStringLiteral() || t.isNumberLiteral() ? t.value : checker.typeToString(t) === 'true',
    );
    const unique = [...new Set(values)];
    if (unique.length === 2 && unique.every((v) => typeof v === 'boolean')) return {kind: 'boolean'};
    return {kind: 'literal', values: unique};
  }
  if (members.some((t) => t.flags & ts.TypeFlags.StringLike)) return {kind: 'string'};
  if (members.some((t) => t.flags & ts.TypeFlags.NumberLike)) return {kind: 'number'};
  if (members.some((t) => t.getCallSignatures().length > 0)) return {kind: 'function'};

  const object = members.find((t) => t.flags & ts.TypeFlags.Object);
  if (!object) return {kind: 'none'};
  // An array or any other iterable (`Iterable<number>`): a one-item array of the item type.
  const iterable = checker.getPropertiesOfType(object).some((p) => p.getName().startsWith('__@iterator'));
  const reference = (object as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference;
  const item =
    checker.getIndexTypeOfType(object, ts.IndexKind.Number) ??
    (iterable && reference ? checker.getTypeArguments(object as ts.TypeReference)[0] : undefined);
  if (item) return {kind: 'array', of: probePlanOf(item, checker, pkgDir, '', depth + 1)};
  if (depth >= MAX_DEPTH) return {kind: 'none'};
  const fields: Record<string, ProbePlan> = {};
  for (const field of checker.getPropertiesOfType(object)) {
    const optional = Boolean(field.flags & ts.SymbolFlags.Optional);
    const declared = field.declarations?.some((d) => isInPackage(d.getSourceFile().fileName, pkgDir));
    if (optional && !declared) continue;
    const at = field.valueDeclaration ?? field.declarations?.[0];
    if (!at) continue;
    fields[field.getName()] = probePlanOf(
      checker.getTypeOfSymbolAtLocation(field, at),
      checker,
      pkgDir,
      field.getName(),
      depth + 1,
    );
  }
  return Object.keys(fields).length > 0 ? {kind: 'object', fields} : {kind: 'none'};
}
