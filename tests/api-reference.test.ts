/**
 * GraphQL API reference: the documented operations and types match the schema that
 * `@faststore/api` ships, every GraphQL example on the site validates, and the example responses have
 * the shape of their operations.
 */
import fs from 'node:fs';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import {
  type FieldNode,
  type GraphQLCompositeType,
  type SelectionSetNode,
  GraphQLObjectType,
  getNamedType,
  isCompositeType,
  parse,
  typeFromAST,
} from 'graphql';
import {describe, expect, it} from 'vitest';
import {getSchema} from '@faststore-docs/shared/reference/apiSchema';
import {buildReferenceData, kindOf, documentedTypes} from '@faststore-docs/shared/reference/apiReferenceData';
import {type TypeKind} from '@faststore-docs/shared/reference/api';
import remarkValidateGraphQL from '@faststore-docs/remark/validateGraphQL';
import {apiReferenceContent} from '../src/plugins/api-reference';
import {apiReleases} from '@faststore-docs/reference/releases';
import {OPERATION_PAGES} from '../src/components/reference/api/ApiReference/operationPages';
import {ROOT, readContent} from './contentFiles';
import {codeBlocks} from '@faststore-docs/shared/codeBlocks';

const schema = getSchema();
const queries = Object.keys(schema.getQueryType()?.getFields() ?? {});
const mutations = Object.keys(schema.getMutationType()?.getFields() ?? {});
const API_DIR = path.join(ROOT, 'docs/reference/api');
const read = (rel: string) => fs.readFileSync(path.join(API_DIR, rel), 'utf8');
const apiPages = (fs.readdirSync(API_DIR, {recursive: true}) as string[]).filter((f) => f.endsWith('.mdx'));

/** `<OperationSignature operation="query" name="product" />` and the like, across the API pages. */
function documentedOperations(): {file: string; operation: string; name: string}[] {
  return apiPages.flatMap((file) =>
    [...read(file).matchAll(/operation="(query|mutation)" name="(\w+)"/g)].map((m) => ({
      file,
      operation: m[1],
      name: m[2],
    })),
  );
}

describe('schema', () => {
  it('is the one the installed @faststore/api ships', () => {
    expect(queries).toEqual(expect.arrayContaining(['product', 'search']));
    expect(mutations).toEqual(expect.arrayContaining(['validateCart', 'validateSession']));
  });

  it('gives the reference data every operation and type', () => {
    const data = buildReferenceData(schema);
    expect(data.queries.map((q) => q.name)).toEqual(queries);
    expect(data.mutations.map((m) => m.name)).toEqual(mutations);
    expect(data.types.StoreProduct.fields.map((f) => f.name)).toContain('sku');
    expect(data.queries.find((q) => q.name === 'search')?.args.find((a) => a.name === 'sort')?.defaultValue).toBe(
      'score_desc',
    );
  });
});

describe('plugin output', () => {
  it('hands the pages the reference data, and the explorer the SDL and the installed version', () => {
    const {reference, schema: explorer} = apiReferenceContent();
    expect(reference.queries.map((q) => q.name)).toEqual(queries);
    expect(explorer.sdl).toContain('type StoreProduct {');
    const {version} = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/@faststore/api/package.json'), 'utf8'));
    expect(explorer.version).toBe(version);
  });
});

describe('operation pages', () => {
  it('document only operations that exist in the schema', () => {
    const documented = documentedOperations();
    expect(documented.length).toBeGreaterThan(0);
    for (const {file, operation, name} of documented) {
      const exists = (operation === 'query' ? queries : mutations).includes(name);
      expect(exists, `${file} documents ${operation} ${name}, which the schema does not have`).toBe(true);
    }
  });

  it.each([...queries.map((q) => ['query', q]), ...mutations.map((m) => ['mutation', m])])(
    '%s %s has a page that documents it',
    (operation, name) => {
      const route = OPERATION_PAGES[name];
      expect(route, `add ${name} to OPERATION_PAGES`).toBeDefined();
      const file = `${route.replace('/reference/api/', '')}.mdx`;
      expect(fs.existsSync(path.join(API_DIR, file)), `${route} has a page, ${file}`).toBe(true);
      expect(read(file)).toContain(`operation="${operation}" name="${name}"`);
    },
  );

  it('list only operations of the schema', () => {
    for (const name of Object.keys(OPERATION_PAGES)) expect([...queries, ...mutations]).toContain(name);
  });
});

describe('type pages', () => {
  const kinds: TypeKind[] = ['objects', 'inputs', 'enums', 'scalars'];
  it.each(kinds)('%s.mdx has one h2 entry per type of that kind', (kind) => {
    const body = read(`${kind}.mdx`);
    const headings = [...body.matchAll(/^## (\w+)\n\n<TypeEntry name="(\w+)" \/>/gm)];
    for (const m of headings) expect(m[1]).toBe(m[2]);
    // Every covered release's types: one that a release removed keeps its entry, marked.
    const expected = [
      ...new Set(
        apiReleases(ROOT).flatMap((r) =>
          documentedTypes(r.data)
            .filter((t) => kindOf(t) === kind)
            .map((t) => t.name),
        ),
      ),
    ].sort();
    expect(headings.map((m) => m[1]).sort()).toEqual(expected);
  });
});

async function compileWithCheck(file: string): Promise<void> {
  const body = fs.readFileSync(file, 'utf8').replace(/^---[\s\S]*?---/, '');
  await compile({value: body, path: file}, {remarkPlugins: [remarkValidateGraphQL]});
}

describe('GraphQL examples', () => {
  const fixtures = path.join(ROOT, 'tests/fixtures/api-reference');

  it('an invalid example fails with the page name and the GraphQL error', async () => {
    await expect(compileWithCheck(path.join(fixtures, 'invalid-example.mdx'))).rejects.toThrow(
      /invalid-example\.mdx[\s\S]*Cannot query field "nmae" on type "StoreProduct"/,
    );
  });

  it('accepts valid examples, partial snippets and queries of fields the page adds to the schema', async () => {
    await expect(compileWithCheck(path.join(fixtures, 'valid-examples.mdx'))).resolves.toBeUndefined();
  });

  it.each(
    readContent()
      .filter((f) => codeBlocks(f.body).some((b) => b.lang === 'graphql' || b.lang === 'gql'))
      .map((f) => [f.file]),
  )('%s: every graphql block validates against the schema', async (file) => {
    await compileWithCheck(path.join(ROOT, file));
  });
});

/**
 * The response objects of an example must have the keys its selection asks for, and no other
 * (inline fragments add keys that a member of a union may or may not have).
 */
function checkShape(value: unknown, selection: SelectionSetNode, type: GraphQLCompositeType, at: string): void {
  if (value === null) return;
  if (Array.isArray(value)) {
    value.forEach((item, i) => checkShape(item, selection, type, `${at}[${i}]`));
    return;
  }
  expect(typeof value, at).toBe('object');
  const object = value as Record<string, unknown>;
  const required = new Map<string, FieldNode>();
  const optional = new Map<string, {field: FieldNode; type: GraphQLCompositeType}>();
  for (const sel of selection.selections) {
    if (sel.kind === 'Field') required.set(sel.alias?.value ?? sel.name.value, sel);
    if (sel.kind === 'InlineFragment' && sel.typeCondition) {
      const member = schema.getType(sel.typeCondition.name.value) as GraphQLCompositeType;
      for (const f of sel.selectionSet.selections)
        if (f.kind === 'Field') optional.set(f.alias?.value ?? f.name.value, {field: f, type: member});
    }
  }
  for (const key of Object.keys(object)) {
    expect(required.has(key) || optional.has(key), `${at}.${key} is not selected by the example`).toBe(true);
  }
  for (const [key, field] of required) {
    if (field.name.value === '__typename') continue;
    expect(key in object, `${at}.${key} is selected but missing from the response`).toBe(true);
    const fieldType = getNamedType((type as GraphQLObjectType).getFields()[field.name.value].type);
    if (field.selectionSet && isCompositeType(fieldType))
      checkShape(object[key], field.selectionSet, fieldType, `${at}.${key}`);
  }
  for (const [key, {field, type: member}] of optional) {
    if (!(key in object) || !field.selectionSet) continue;
    const fieldType = getNamedType((member as GraphQLObjectType).getFields()[field.name.value].type);
    if (isCompositeType(fieldType)) checkShape(object[key], field.selectionSet, fieldType, `${at}.${key}`);
  }
}

describe('example responses', () => {
  it.each(Object.entries(OPERATION_PAGES))('the %s example response has the shape of its operation', (_name, route) => {
    const body = read(`${route.replace('/reference/api/', '')}.mdx`);
    const blocks = codeBlocks(body);
    const query = blocks.find((b) => b.lang === 'graphql')?.code;
    const responseHeading = body.split('\n').indexOf('### Response') + 1;
    const response = blocks.find((b) => b.lang === 'json' && responseHeading > 0 && b.line > responseHeading)?.code;
    expect(query, 'an example operation').toBeDefined();
    expect(response, 'an example response under "### Response"').toBeDefined();
    const operation = parse(query!).definitions[0];
    if (operation.kind !== 'OperationDefinition') throw new Error('the first example is an operation');
    const root = operation.operation === 'query' ? schema.getQueryType() : schema.getMutationType();
    const json = JSON.parse(response!) as {data: unknown};
    checkShape(json.data, operation.selectionSet, root!, 'data');
    // Variables the example declares have types of the schema.
    for (const v of operation.variableDefinitions ?? [])
      expect(typeFromAST(schema, v.type as never), v.variable.name.value).toBeDefined();
  });
});
