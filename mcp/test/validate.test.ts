/**
 * `validate` for TypeScript: code checked against the @faststore/ui and sdk a store has installed,
 * with its React types, so that code written for another release is caught before the store's build;
 * and the props that compile but reach no element, flagged.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, expect, test} from 'vitest';
import {checkCode} from '../src/validateCode';
import {readBundle} from '../src/bundle';
import type {Bundle} from '../src/data';
import {connect, type Session} from './agentBench';

const bundle: Bundle = readBundle(path.join(__dirname, '..', 'data'));
const sessions: Session[] = [];
const inStore = async (version: string) => {
  const session = await connect(bundle, {ui: version, sdk: version, api: bundle.reference.versions.api[0]});
  sessions.push(session);
  return session;
};
afterAll(async () => {
  for (const s of sessions) await s.close();
});

// PriceRange as written for ui 1.9.10, where its bounds are numbers.
const PRICE_RANGE_NUMBERS = `import {PriceRange} from '@faststore/ui';

export function PriceFilter({onChange}: {onChange: (range: {min: number; max: number}) => void}) {
  return <PriceRange min={0} max={500} formatter={(price: number) => \`$\${price}\`} onChange={onChange} />;
}`;

test('1.9.10 PriceRange code is rejected in a 1.9.11 store and accepted in a 1.9.10 store', async () => {
  const newer = (await (await inStore('1.9.11')).call('validate', {language: 'tsx', code: PRICE_RANGE_NUMBERS})).json;
  expect(newer.version).toBe('1.9.11');
  expect(newer.valid).toBe(false);
  expect(newer.errors.map((e: {line: number}) => e.line)).toContain(4);
  const older = (await (await inStore('1.9.10')).call('validate', {language: 'tsx', code: PRICE_RANGE_NUMBERS})).json;
  expect(older.version).toBe('1.9.10');
  expect(older).toMatchObject({valid: true, errors: [], reachesNoElement: []});
});

test('a prop that reaches no element is flagged with its line, and the code still compiles', async () => {
  const code = PRICE_RANGE_NUMBERS.replace('onChange={onChange}', 'onChange={onChange} aria-label="Price"');
  const answer = (await (await inStore('1.9.10')).call('validate', {language: 'tsx', code})).json;
  expect(answer.valid).toBe(true);
  expect(answer.reachesNoElement).toEqual([{component: 'PriceRange', prop: 'aria-label', line: 4}]);
  expect(answer.note).toMatch(/Accepted but not forwarded in 1\.9\.10: PriceRange aria-label/);
});

test('a hook the release lacks, a wrong prop type and a bare snippet are checked too', async () => {
  const session = await inStore('1.9.11');
  const setSort = `import {useSearch} from '@faststore/sdk';\nexport function Sort() {\n  const {setSort} = useSearch();\n  return <button onClick={() => setSort('price_asc')}>Sort</button>;\n}`;
  expect((await session.call('validate', {language: 'tsx', code: setSort})).json.valid).toBe(false);
  const bare = (await session.call('validate', {language: 'ts', code: 'const n: number = "one";'})).json;
  expect(bare.errors[0]).toMatchObject({line: 1, code: 'TS2322'});
  // The store's own modules are not followed, and say so.
  const local = (
    await session.call('validate', {language: 'tsx', code: "import {Foo} from './Foo';\nexport const x = <Foo />;"})
  ).json;
  expect(local.unchecked).toEqual(['./Foo']);
});

test('a release other than the installed one, or no store, is refused with a code', async () => {
  const session = await inStore('1.9.11');
  const other = await session.call('validate', {language: 'tsx', code: PRICE_RANGE_NUMBERS, version: '1.9.10'});
  expect(other.json.error.code).toBe('release_not_installed');
  const none = await connect(bundle);
  sessions.push(none);
  expect((await none.call('validate', {language: 'tsx', code: PRICE_RANGE_NUMBERS})).json.error.code).toBe('no_store');
  // GraphQL needs no store.
  expect((await none.call('validate', {language: 'graphql', code: '{ __typename }'})).json.valid).toBe(true);
});

/** A store folder with the installed packages the check reads, its package.json and, when given, its tsconfig.json. */
function storeWith(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'validate-store-'));
  const modules = path.join(dir, 'node_modules');
  fs.mkdirSync(path.join(modules, '@faststore'), {recursive: true});
  fs.mkdirSync(path.join(modules, '@types'), {recursive: true});
  const root = path.join(__dirname, '..', '..', 'node_modules');
  fs.symlinkSync(path.join(root, '@faststore', 'ui'), path.join(modules, '@faststore', 'ui'));
  for (const name of ['react', 'typescript', path.join('@types', 'react')])
    fs.symlinkSync(path.join(root, name), path.join(modules, name));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), text);
  }
  process.once('exit', () => fs.rmSync(dir, {recursive: true, force: true}));
  return dir;
}

test("an import of a package the store does not depend on fails with that reason; the store's own modules stay unchecked", () => {
  const dir = storeWith({
    'package.json': JSON.stringify({
      dependencies: {'@faststore/ui': '1.9.11', 'react-intersection-observer': '^9.0.0'},
    }),
    'tsconfig.json':
      '{\n  // as the starters write it\n  "compilerOptions": {"baseUrl": ".", "paths": {"@components/*": ["src/components/*"]}}\n}',
    'src/components/Banner.tsx': 'export const Banner = () => null;\n',
  });
  const code = [
    "import {Swiper} from 'swiper/react';",
    "import {useInView} from 'react-intersection-observer';",
    "import {Banner} from '@components/Banner';",
    "import {Header} from 'src/components/Header';",
    "import path from 'node:path';",
    'export const parts = [Swiper, useInView, Banner, Header, path];',
  ].join('\n');
  const check = checkCode(dir, code, 'tsx', undefined, undefined);
  expect(check.valid).toBe(false);
  expect(check.errors).toHaveLength(1);
  expect(check.errors[0]).toMatchObject({line: 1, code: 'TS2307'});
  expect(check.errors[0].message).toContain('does not depend on swiper');
  // Declared but not installed here, and a module of the store's own folder: not followed, and said so.
  expect(check.unchecked).toEqual(expect.arrayContaining(['react-intersection-observer', 'src/components/Header']));
  // The tsconfig's paths resolve the store's alias for real.
  expect(check.unchecked).not.toContain('@components/Banner');
});

test('a store whose TypeScript has no standard library (TypeScript 7) is checked with the one the package ships, and told so', () => {
  const dir = storeWith({'package.json': JSON.stringify({dependencies: {'@faststore/ui': '1.9.11'}})});
  // TypeScript 7 installs a native compiler and no lib.*.d.ts files.
  fs.unlinkSync(path.join(dir, 'node_modules', 'typescript'));
  fs.mkdirSync(path.join(dir, 'node_modules', 'typescript', 'lib'), {recursive: true});
  fs.writeFileSync(
    path.join(dir, 'node_modules', 'typescript', 'package.json'),
    '{"name": "typescript", "version": "7.0.0"}',
  );
  const check = checkCode(dir, 'export const n: number = [1, 2].includes(2) ? 1 : "one";', 'ts', undefined, undefined);
  expect(check.errors.map((e) => e.code)).toEqual(['TS2322']);
  expect(check.standardLibrary).toMatch(/^TypeScript \d+\.\d+\.\d+'s/);
  const own = checkCode(storeWith({'package.json': '{}'}), 'export const n = 1;', 'ts', undefined, undefined);
  expect(own.standardLibrary).toBeUndefined();
});
