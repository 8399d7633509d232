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

const cached = new Map<string, GraphQLSchema>();

/**
 * The GraphQLSchema of the installed `@faststore/api`, or of the copy of another release installed in
 * `pkgDir` (built once per process and directory).
 */
export function getSchema(pkgDir?: string): GraphQLSchema {
  const dir = pkgDir ? path.join(pkgDir, 'src', 'typeDefs') : typeDefsDir();
  let schema = cached.get(dir);
  if (!schema) {
    schema = buildSchema(loadTypeDefs(dir));
    cached.set(dir, schema);
  }
  return schema;
}
