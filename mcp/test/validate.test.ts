/**
 * `validate` for TypeScript: code checked against the @faststore/ui and sdk a store has installed,
 * with its React types, so that code written for another release is caught before the store's build;
 * and the props that compile but reach no element, flagged.
 */
import path from 'node:path';
import {afterAll, expect, test} from 'vitest';
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
