/**
 * The rewrite keeps what each call did: every removed setter is run as 1.9.10 ran it (its reducer
 * and the dispatcher's "call onChange only when the URL changes"), and the code the rewrite writes
 * for it is run with 1.9.11's helpers and `setState`'s rule, on the same search states. Both must
 * give the same URL, call onChange in the same cases, and throw in the same cases.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import {expect, test} from 'vitest';
import {formatSearchState, removeFacet, setFacet, toggleFacet, toggleFacets, type SearchState} from '@faststore/sdk';
import {planUpgrade} from './index';
import {COVERED, ROOT, testStore} from './testStore';

interface OldModule {
  reducer: (state: SearchState, action: {type: string; payload: unknown}) => SearchState;
  initialize: (s: Partial<SearchState>) => SearchState;
}

const OLD = path.join(ROOT, 'node_modules', 'faststore-sdk-1.9.10', 'dist');

const CALLS = [
  ['setSort', "'price_asc'", "'price_asc'"],
  ['setSort', "'score_desc'", "'score_desc'"],
  ['setTerm', 'term', null],
  ['setTerm', 'term', 'shoes'],
  ['setPage', 'page', 3],
  ['setPage', 'page', 0],
  ['setFacets', 'facets', [{key: 'brand', value: 'acme'}]],
  ['setFacet', 'facet', {key: 'brand', value: 'zeta'}],
  ['setFacet', 'facet, true', {key: 'brand', value: 'zeta'}],
  ['removeFacet', 'facet', {key: 'brand', value: 'acme'}],
  ['removeFacet', 'facet', {key: 'brand', value: 'missing'}],
  ['toggleFacet', 'facet', {key: 'brand', value: 'acme'}],
  ['toggleFacet', 'facet', {key: 'color', value: 'red'}],
  [
    'toggleFacets',
    'facets',
    [
      {key: 'brand', value: 'acme'},
      {key: 'color', value: 'red'},
    ],
  ],
] as const;

/** The rewritten `setState(…)` argument of each call in CALLS, as the command writes it. */
function rewrittenCalls(): string[] {
  const dir = testStore({sdk: '1.9.10'});
  const setters = [...new Set(CALLS.map(([s]) => s))];
  fs.writeFileSync(
    path.join(dir, 'calls.ts'),
    `import {useSearch} from '@faststore/sdk';
type F = {key: string; value: string};
export function useCalls(term: string | null, page: number, facet: F, facets: F[]) {
  const {${setters.join(', ')}} = useSearch();
  return [
${CALLS.map(([setter, args]) => `    () => ${setter}(${args}),`).join('\n')}
  ];
}
`,
  );
  const [file] = planUpgrade(dir, {
    sdk: ['1.9.10', '1.9.11'],
    ui: ['1.9.10', '1.9.11'],
    migrations: COVERED.migrations,
  }).files;
  expect(file.todos).toEqual([]);
  return [...file.after.matchAll(/\(\) => setState\((.*)\),$/gm)].map((m) => m[1]);
}

const outcome = (run: () => {next: SearchState; changed: boolean}) => {
  try {
    const {next, changed} = run();
    return {href: formatSearchState(next).href, changed};
  } catch {
    return 'throws';
  }
};

test('each rewritten call gives the URL and the onChange call its 1.9.10 setter gave', async () => {
  const old = (await import(path.join(OLD, 'search', 'useSearchState.js'))) as OldModule;
  const rewritten = rewrittenCalls();
  expect(rewritten).toHaveLength(CALLS.length);
  const states = [
    old.initialize({base: '/office', selectedFacets: [{key: 'category-1', value: 'office'}]}),
    old.initialize({
      base: '/s',
      term: 'shoes',
      sort: 'price_asc',
      page: 2,
      selectedFacets: [
        {key: 'category-1', value: 'office'},
        {key: 'brand', value: 'acme'},
      ],
    }),
  ];
  const seen = new Set<string>();
  const equals = (a: SearchState, b: SearchState) => formatSearchState(a).href === formatSearchState(b).href;
  CALLS.forEach(([setter, , payload], i) => {
    // The rewritten argument, evaluated with the state and 1.9.11's helpers in scope.
    const build = (state: SearchState, value: unknown) =>
      vm.runInNewContext(`(${rewritten[i]})`, {
        state,
        ...{setFacet, removeFacet, toggleFacet, toggleFacets},
        ...{term: value, page: value, facet: value, facets: value},
      }) as SearchState;
    const value = setter === 'setSort' ? (payload as string).slice(1, -1) : payload;
    for (const state of states) {
      const before = outcome(() => {
        const action = setter === 'setFacet' ? {facet: value, unique: rewritten[i].includes('true')} : value;
        const next = old.reducer(state, {type: setter, payload: action});
        return {next, changed: !equals(next, state)};
      });
      const after = outcome(() => {
        const next = build(state, value);
        return {next, changed: !equals(next, state)};
      });
      seen.add(typeof before === 'string' ? before : `changed: ${before.changed}`);
      expect({call: `${setter}(${JSON.stringify(value)})`, outcome: after}).toEqual({
        call: `${setter}(${JSON.stringify(value)})`,
        outcome: before,
      });
    }
  });
  // The states and calls cover a URL that changes, one that does not, and a call that throws.
  expect([...seen].sort()).toEqual(['changed: false', 'changed: true', 'throws']);
});
