/**
 * The FastStore API schema, built from the GraphQL type definitions that `@faststore/api` ships in
 * `src/typeDefs/`. Pure: no Docusaurus, so the plugin, the tests and the remark check share it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {buildSchema, type GraphQLSchema} from 'graphql';

// __filename works both under Docusaurus' config loader (jiti) and under Vitest.
const require = createRequire(__filename);

/** Folder of the package's `.graphql` files (the package has no `exports` map, so this resolves). */
function typeDefsDir(): string {
  const pkg = require.resolve('@faststore/api/package.json');
  return path.join(path.dirname(pkg), 'src', 'typeDefs');
}

/** The schema's SDL: every `.graphql` file of the package, in name order so the output is stable. */
function loadTypeDefs(dir: string = typeDefsDir()): string {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
    .join('\n');
}

let cached: GraphQLSchema | undefined;

/** The GraphQLSchema of the installed `@faststore/api` (built once per process). */
export function getSchema(): GraphQLSchema {
  cached ??= buildSchema(loadTypeDefs());
  return cached;
}
