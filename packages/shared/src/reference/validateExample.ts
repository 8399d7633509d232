/**
 * Checks one GraphQL example against the FastStore API schema. Operations are validated as a client
 * would send them; schema-extension SDL (`type Query { ... }`, `extend type ...`) is merged into the
 * schema the way a store's `makeExecutableSchema({typeDefs: [...]})` merges it. `partial` snippets
 * are only parsed.
 */
import {
  type DefinitionNode,
  type DocumentNode,
  type GraphQLSchema,
  Kind,
  parse,
  buildASTSchema,
  printSchema,
  validate,
} from 'graphql';
import {mergeTypeDefs} from '@graphql-tools/merge';
import {getSchema} from './apiSchema';

const EXECUTABLE = new Set<string>([Kind.OPERATION_DEFINITION, Kind.FRAGMENT_DEFINITION]);

const isExecutable = (def: DefinitionNode) => EXECUTABLE.has(def.kind);

/** `partial` in the code fence's meta (```graphql partial) marks a deliberately incomplete snippet. */
export function isPartial(meta: string | null | undefined): boolean {
  return /(^|\s)partial(\s|$)/.test(meta ?? '');
}

function extendedSchema(base: GraphQLSchema, sdl: DocumentNode | DocumentNode[]): GraphQLSchema {
  // mergeTypeDefs is what makeExecutableSchema merges typeDefs with; it returns plain AST, so the
  // schema is built by this module's own `graphql` (no second copy of graphql's classes is involved).
  return buildASTSchema(mergeTypeDefs([printSchema(base), ...(Array.isArray(sdl) ? sdl : [sdl])]));
}

/**
 * Template literals marked as GraphQL in JS/TS code: gql`...`, graphql`...` or a GraphQL comment
 * before the backtick.
 */
const EMBEDDED_GRAPHQL = /(?:\b(?:gql|graphql)\s*|\/\*\s*GraphQL\s*\*\/\s*)`([^`]*)`/g;

/** Schema-extension SDL in a code block: a graphql block's type definitions, or GraphQL-marked template literals. */
export function sdlOfBlock(lang: string, source: string): DocumentNode[] {
  const sources = /^(graphql|gql)$/i.test(lang) ? [source] : [...source.matchAll(EMBEDDED_GRAPHQL)].map((m) => m[1]);
  const docs: DocumentNode[] = [];
  for (const text of sources) {
    // Literals with interpolations (${...}) or that do not parse are not SDL this check can use.
    if (text.includes('${')) continue;
    try {
      const definitions = parse(text).definitions.filter((d) => !isExecutable(d));
      if (definitions.length > 0) docs.push({kind: Kind.DOCUMENT, definitions});
    } catch {
      // Not SDL; the block is not an extension.
    }
  }
  return docs;
}

/**
 * The schema a page's examples run against: FastStore's, plus the extensions the page itself
 * defines (a how-to guide that adds a field then queries it). Undefined when the page extends nothing
 * or its extensions do not merge (the graphql block that holds them then reports the error).
 */
export function pageSchema(extensions: DocumentNode[], base: GraphQLSchema = getSchema()): GraphQLSchema | undefined {
  if (extensions.length === 0) return undefined;
  try {
    return extendedSchema(base, extensions);
  } catch {
    return undefined;
  }
}

/** Returns the problems of one example (empty when it is valid). */
export function validateExample(source: string, options: {partial?: boolean; schema?: GraphQLSchema} = {}): string[] {
  let doc: DocumentNode;
  try {
    doc = parse(source);
  } catch (error) {
    return [(error as Error).message];
  }
  if (options.partial) return [];
  let schema = options.schema ?? getSchema();
  const sdl = doc.definitions.filter((d) => !isExecutable(d));
  if (sdl.length > 0) {
    try {
      schema = extendedSchema(schema, {kind: Kind.DOCUMENT, definitions: sdl});
    } catch (error) {
      return [(error as Error).message];
    }
  }
  const executable = doc.definitions.filter(isExecutable);
  if (executable.length === 0) return [];
  return validate(schema, {kind: Kind.DOCUMENT, definitions: executable}).map((e) => {
    const loc = e.locations?.[0];
    return loc ? `${e.message} (line ${loc.line}, column ${loc.column} of the block)` : e.message;
  });
}
