/**
 * The GraphQL reference as the components render it: the plain, JSON-serialisable shapes the
 * api-reference plugin writes (made from the schema by ../api/referenceData), and where a type is
 * documented. Browser-safe: no `graphql` at run time.
 */

/** The reference page a named type is documented on: `/reference/api/<kind>`. */
export type TypeKind = 'objects' | 'inputs' | 'enums' | 'scalars';

export interface TypeRef {
  /** The type as written in SDL, wrappers included, e.g. `[StoreProduct!]!`. */
  display: string;
  /** The named type inside the wrappers, e.g. `StoreProduct`. */
  name: string;
}

export interface ArgumentDoc {
  name: string;
  type: TypeRef;
  /** The default value in GraphQL syntax, when the schema gives one. */
  defaultValue?: string;
  description: string;
  /** The covered releases this entry holds for, when not all of them (see reference-versions). */
  in?: string[];
}

export interface FieldDoc extends ArgumentDoc {
  args: ArgumentDoc[];
}

export interface TypeDoc {
  name: string;
  kind: TypeKind;
  /** `union` for unions, otherwise the GraphQL kind in lower case. */
  graphqlKind: 'object' | 'interface' | 'union' | 'input' | 'enum' | 'scalar';
  description: string;
  fields: FieldDoc[];
  /** Enum values. */
  values: {name: string; description: string; in?: string[]}[];
  /** Member types of a union. */
  possibleTypes: string[];
  /** Built-in GraphQL scalars (String, Int, ...) are not part of the package's type definitions. */
  builtIn: boolean;
  /** The covered releases that have this type (as this kind), when not all of them. */
  in?: string[];
  /** Merged data only: the type as another GraphQL kind in other releases (an object that became a union). */
  otherKinds?: TypeDoc[];
}

export interface OperationDoc {
  name: string;
  operationType: 'query' | 'mutation';
  description: string;
  args: ArgumentDoc[];
  type: TypeRef;
  in?: string[];
}

export interface ReferenceData {
  /** Merged data only: every covered release of @faststore/api, oldest first. */
  versions?: string[];
  queries: OperationDoc[];
  mutations: OperationDoc[];
  types: Record<string, TypeDoc>;
}

/** A type's heading on its kind page (Docusaurus slugs headings in lower case). */
export function typeHref(name: string, kind: TypeKind): string {
  return `/reference/api/${kind}#${name.toLowerCase()}`;
}
