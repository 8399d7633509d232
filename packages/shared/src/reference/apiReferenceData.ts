/**
 * Turns the schema into the plain data the reference components render: operations with their
 * arguments, and every named type grouped by the reference page that documents it.
 * Pure and JSON-serialisable, so the plugin can write it and the components can import it.
 */
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type GraphQLType,
  astFromValue,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isUnionType,
  print,
} from 'graphql';
import type {TypeKind, TypeRef, ArgumentDoc, FieldDoc, TypeDoc, OperationDoc, ReferenceData} from './api';

const BUILT_IN_SCALARS = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);

function typeRef(type: GraphQLType): TypeRef {
  return {display: String(type), name: getNamedType(type).name};
}

export function kindOf(type: GraphQLNamedType): TypeKind {
  if (isInputObjectType(type)) return 'inputs';
  if (isEnumType(type)) return 'enums';
  if (isScalarType(type)) return 'scalars';
  return 'objects';
}

function argumentDoc(arg: GraphQLArgument | GraphQLInputField): ArgumentDoc {
  const value = arg.defaultValue === undefined ? undefined : astFromValue(arg.defaultValue, arg.type);
  return {
    name: arg.name,
    type: typeRef(arg.type),
    ...(value ? {defaultValue: print(value)} : {}),
    description: arg.description ?? '',
  };
}

function fieldDoc(field: GraphQLField<unknown, unknown>): FieldDoc {
  return {
    name: field.name,
    type: typeRef(field.type),
    description: field.description ?? '',
    args: field.args.map(argumentDoc),
  };
}

function graphqlKind(type: GraphQLNamedType): TypeDoc['graphqlKind'] {
  if (isObjectType(type)) return 'object';
  if (isInterfaceType(type)) return 'interface';
  if (isUnionType(type)) return 'union';
  if (isInputObjectType(type)) return 'input';
  if (isEnumType(type)) return 'enum';
  return 'scalar';
}

function typeDoc(type: GraphQLNamedType): TypeDoc {
  const fields =
    isObjectType(type) || isInterfaceType(type)
      ? Object.values(type.getFields()).map(fieldDoc)
      : isInputObjectType(type)
        ? Object.values(type.getFields()).map((f) => ({...argumentDoc(f), args: []}))
        : [];
  return {
    name: type.name,
    kind: kindOf(type),
    graphqlKind: graphqlKind(type),
    description: type.description ?? '',
    fields,
    values: isEnumType(type) ? type.getValues().map((v) => ({name: v.name, description: v.description ?? ''})) : [],
    possibleTypes: isUnionType(type) ? type.getTypes().map((t) => t.name) : [],
    builtIn: BUILT_IN_SCALARS.has(type.name),
  };
}

function operations(schema: GraphQLSchema, operationType: OperationDoc['operationType']): OperationDoc[] {
  const root = operationType === 'query' ? schema.getQueryType() : schema.getMutationType();
  return Object.values(root?.getFields() ?? {}).map((field) => ({
    name: field.name,
    operationType,
    description: field.description ?? '',
    args: field.args.map(argumentDoc),
    type: typeRef(field.type),
  }));
}

/**
 * Types documented on the kind pages: every named type of the schema except the root operation
 * types (documented as operations) and introspection types; built-in scalars only when used.
 */
export function documentedTypes(schema: GraphQLSchema): GraphQLNamedType[] {
  const roots = new Set([schema.getQueryType()?.name, schema.getMutationType()?.name]);
  return Object.values(schema.getTypeMap())
    .filter((t) => !t.name.startsWith('__') && !roots.has(t.name))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function buildReferenceData(schema: GraphQLSchema): ReferenceData {
  const types: Record<string, TypeDoc> = {};
  for (const type of documentedTypes(schema)) types[type.name] = typeDoc(type);
  return {queries: operations(schema, 'query'), mutations: operations(schema, 'mutation'), types};
}
