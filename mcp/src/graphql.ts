/**
 * The GraphQL tools: a type, a field or a pattern looked up in the schema of one `@faststore/api`
 * release, and a document validated against it, each error with its line and column and, where
 * graphql-js finds a near name, the name it suggests.
 */
import {
  buildSchema,
  GraphQLError,
  GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  getLocation,
  parse,
  validate,
  type DocumentNode,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
} from 'graphql';
import {ToolError} from './toolError';
import {suggest} from './suggest';

/** Introspection's own types are in every schema and say nothing about FastStore's. */
const isOwn = (type: GraphQLNamedType) => !type.name.startsWith('__');

export class Schemas {
  private readonly built = new Map<string, GraphQLSchema>();

  constructor(private readonly sdl: Record<string, string>) {}

  of(version: string): GraphQLSchema {
    const schema = this.built.get(version) ?? buildSchema(this.sdl[version]);
    this.built.set(version, schema);
    return schema;
  }
}

interface ArgumentInfo {
  name: string;
  type: string;
  default?: unknown;
  description?: string;
}

interface FieldInfo extends ArgumentInfo {
  args?: ArgumentInfo[];
  deprecated?: string;
}

interface TypeInfo {
  name: string;
  kind: 'object' | 'input' | 'enum' | 'scalar' | 'interface' | 'union';
  description?: string;
  fields?: FieldInfo[];
  values?: {name: string; description?: string}[];
  possibleTypes?: string[];
  interfaces?: string[];
}

const described = (text: string | null | undefined) => (text ? {description: text} : {});

function argumentInfo(arg: GraphQLArgument | GraphQLInputField): ArgumentInfo {
  return {
    name: arg.name,
    type: String(arg.type),
    ...(arg.defaultValue !== undefined && {default: arg.defaultValue}),
    ...described(arg.description),
  };
}

function fieldInfo(field: GraphQLField<unknown, unknown>): FieldInfo {
  return {
    name: field.name,
    type: String(field.type),
    ...described(field.description),
    ...(field.args.length > 0 && {args: field.args.map(argumentInfo)}),
    ...(field.deprecationReason && {deprecated: field.deprecationReason}),
  };
}

function typeInfo(type: GraphQLNamedType): TypeInfo {
  const base = {name: type.name, ...described(type.description)};
  if (isObjectType(type) || isInterfaceType(type)) {
    return {
      ...base,
      kind: isObjectType(type) ? 'object' : 'interface',
      fields: Object.values(type.getFields()).map(fieldInfo),
      ...(type.getInterfaces().length > 0 && {interfaces: type.getInterfaces().map((i) => i.name)}),
    };
  }
  if (isInputObjectType(type))
    return {...base, kind: 'input', fields: Object.values(type.getFields()).map(argumentInfo)};
  if (isEnumType(type)) {
    return {...base, kind: 'enum', values: type.getValues().map((v) => ({name: v.name, ...described(v.description)}))};
  }
  if (isUnionType(type)) return {...base, kind: 'union', possibleTypes: type.getTypes().map((t) => t.name)};
  return {...base, kind: 'scalar'};
}

export interface IntrospectResult {
  /** Full entries: the type asked for, or every match of a pattern when there are few. */
  types: TypeInfo[];
  /** Root fields asked for by name (`product` is `Query.product`), with the operation they belong to. */
  rootFields: (FieldInfo & {operation: 'query' | 'mutation'})[];
  /** Names only, when a pattern matches more than can be shown in full. */
  moreTypes?: string[];
}

const FULL_LIMIT = 8;

/** `Store*` or `*Cart*`: `*` stands for any run of letters; matching ignores case. */
function patternOf(text: string): RegExp {
  const escaped = text.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`, 'i');
}

/** Whether a release's schema has a type or root field of this name (patterns and `Type.field` by their type). */
export function hasName(schema: GraphQLSchema, name: string): boolean {
  try {
    introspect(schema, name, '');
    return true;
  } catch {
    return false;
  }
}

export function introspect(schema: GraphQLSchema, name: string, version: string): IntrospectResult {
  const query = name.trim();
  const types = Object.values(schema.getTypeMap()).filter(isOwn);
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const;
  const rootFieldsNamed = (match: (n: string) => boolean) =>
    roots.flatMap(([operation, type]) =>
      type
        ? Object.values(type.getFields())
            .filter((f) => match(f.name))
            .map((f) => ({operation, ...fieldInfo(f)}))
        : [],
    );

  // `StoreProduct.offers`: one field of one type.
  const dotted = /^(\w+)\.(\w+)$/.exec(query);
  if (dotted) {
    const type = types.find((t) => t.name === dotted[1]);
    if (!type) throw unknownType(dotted[1], types, version);
    const info = typeInfo(type);
    const field = info.fields?.find((f) => f.name === dotted[2]);
    if (!field) {
      throw new ToolError(
        'unknown_field',
        `${type.name} has no field "${dotted[2]}" in @faststore/api ${version}.`,
        suggest(dotted[2], info.fields?.map((f) => f.name) ?? []),
      );
    }
    return {types: [{...info, fields: [field]}], rootFields: []};
  }

  if (query.includes('*')) {
    const pattern = patternOf(query);
    const matching = types.filter((t) => pattern.test(t.name)).sort((a, b) => a.name.localeCompare(b.name));
    const rootFields = rootFieldsNamed((n) => pattern.test(n));
    if (matching.length === 0 && rootFields.length === 0) {
      throw new ToolError('no_match', `No type or root field of @faststore/api ${version} matches "${query}".`);
    }
    return {
      types: matching.slice(0, FULL_LIMIT).map(typeInfo),
      rootFields,
      ...(matching.length > FULL_LIMIT && {moreTypes: matching.slice(FULL_LIMIT).map((t) => t.name)}),
    };
  }

  const type = types.find((t) => t.name === query) ?? types.find((t) => t.name.toLowerCase() === query.toLowerCase());
  const rootFields = rootFieldsNamed((n) => n.toLowerCase() === query.toLowerCase());
  if (!type && rootFields.length === 0) throw unknownType(query, types, version, schema);
  return {types: type ? [typeInfo(type)] : [], rootFields};
}

function unknownType(name: string, types: GraphQLNamedType[], version: string, schema?: GraphQLSchema): ToolError {
  const rootNames = schema
    ? [schema.getQueryType(), schema.getMutationType()].flatMap((t) => (t ? Object.keys(t.getFields()) : []))
    : [];
  const suggestions = suggest(name, [...types.map((t) => t.name), ...rootNames]);
  return new ToolError(
    'unknown_type',
    `@faststore/api ${version} has no type or root field named "${name}".${suggestions.length ? ` Did you mean ${suggestions.join(', ')}?` : ''}`,
    suggestions,
  );
}

interface ValidationError {
  message: string;
  line?: number;
  column?: number;
  /** The names graphql-js suggests for a misspelt field, type or argument. */
  suggestions?: string[];
}

export interface ValidationResult {
  valid: boolean;
  errors: ValidationError[];
}

function fromGraphQLError(error: GraphQLError): ValidationError {
  const location = error.locations?.[0];
  const suggestions = [...(/Did you mean (.+)\?$/.exec(error.message)?.[1] ?? '').matchAll(/"([^"]+)"/g)].map(
    (m) => m[1],
  );
  return {
    message: error.message,
    ...(location && {line: location.line, column: location.column}),
    ...(suggestions.length > 0 && {suggestions}),
  };
}

/** Deeper selections than any store query needs; past it, parsing and validating risk the stack. */
const MAX_DEPTH = 64;

/** The deepest nesting of braces, brackets and parentheses outside strings and comments. */
function nestingDepth(document: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < document.length; i++) {
    const c = document[i];
    if (c === '#') {
      while (i < document.length && document[i] !== '\n') i++;
    } else if (c === '"') {
      const block = document.startsWith('"""', i);
      const end = block ? document.indexOf('"""', i + 3) : document.slice(i + 1).search(/(?<!\\)"/) + i + 1;
      i = end < i ? document.length : end + (block ? 2 : 0);
    } else if (c === '{' || c === '[' || c === '(') {
      deepest = Math.max(deepest, ++depth);
    } else if (c === '}' || c === ']' || c === ')') {
      depth--;
    }
  }
  return deepest;
}

/** graphql-js validates fields against a root type the schema lacks as if there were none to check. */
function missingRoots(schema: GraphQLSchema, ast: DocumentNode): ValidationError[] {
  const roots = {
    query: schema.getQueryType(),
    mutation: schema.getMutationType(),
    subscription: schema.getSubscriptionType(),
  };
  return ast.definitions.flatMap((d) => {
    if (d.kind !== 'OperationDefinition' || roots[d.operation]) return [];
    const at = d.loc ? getLocation(d.loc.source, d.loc.start) : undefined;
    return [
      {
        message: `The schema has no ${d.operation} type, so no ${d.operation} can run against it.`,
        ...(at && {line: at.line, column: at.column}),
      },
    ];
  });
}

export function validateDocument(schema: GraphQLSchema, document: string): ValidationResult {
  const depth = nestingDepth(document);
  if (depth > MAX_DEPTH) {
    throw new ToolError(
      'too_deep',
      `The document nests ${depth} levels deep; the most this tool takes is ${MAX_DEPTH}.`,
    );
  }
  let ast;
  try {
    ast = parse(document);
  } catch (error) {
    if (error instanceof GraphQLError) return {valid: false, errors: [fromGraphQLError(error)]};
    throw error;
  }
  const errors = [...missingRoots(schema, ast), ...validate(schema, ast).map(fromGraphQLError)];
  return {valid: errors.length === 0, errors};
}
