/**
 * Whatever a reader types, the shared search answers with a list of pages, possibly empty: words that
 * are also the names of JavaScript's own object members (`constructor`, `__proto__`, `toString`) are
 * ordinary words, in a query, in the symbol table and in the search data.
 */
import {fc, test} from '@fast-check/vitest';
import {expect} from 'vitest';
import {analyseQuery} from './query';
import {runSearch, type PageFacts, type SearchData, type SearchEngine} from './rank';
import {readSearchData, serialiseSymbols} from './data';

const OBJECT_WORDS = [
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  '__defineGetter__',
  'propertyIsEnumerable',
  'toLocaleString',
];

const facts = new Map<string, PageFacts>([
  [
    '/reference/sdk/cart/useCart',
    {url: '/reference/sdk/cart/useCart', title: 'useCart', keywords: ['cart'], release: false},
  ],
  ['/docs/search', {url: '/docs/search', title: 'Search state', keywords: [], release: false}],
]);
const engine: SearchEngine = {
  pagesWith: (term) => new Map(term === 'cart' || term === 'search' ? [['/docs/search', 1]] : []),
};
/** Symbol data as the build serialises it, with names read from the packages' declarations. */
const {symbols} = readSearchData(
  JSON.parse(
    JSON.stringify({
      pages: [...facts.values()].map((f) => [f.url, f.title, 0, f.keywords]),
      symbols: {usecart: [0], tostring: [1]},
    }),
  ) as Parameters<typeof readSearchData>[0],
);
const data: SearchData = {facts, symbols, lexicon: () => ({corrections: ['cart', 'search'], realWords: new Set()})};

const word = fc.oneof(
  fc.constantFrom(...OBJECT_WORDS, 'cart', 'carrinho', 'useCart', 'i', 'is', 'not', 'a', 'TypeError:'),
  fc.string({maxLength: 12}),
);
const query = fc.array(word, {maxLength: 6}).map((words) => words.join(' '));

test('a query that is a JavaScript object member name is analysed as a word', () => {
  // Underscores around a word are punctuation to a query, as in `_app` or `__typename`.
  for (const w of OBJECT_WORDS) expect(analyseQuery(w).terms).toEqual([w.replace(/^_+|_+$/g, '').toLowerCase()]);
  expect(analyseQuery('TypeError: i is not a constructor').terms).toContain('constructor');
});

test.prop([query])('any query yields a list of pages, possibly empty, never a throw', async (text) => {
  const outcome = await runSearch(text, engine, data);
  expect(Array.isArray(outcome.pages)).toBe(true);
  for (const page of outcome.pages) expect(facts.has(page.url)).toBe(true);
  expect(outcome.missing.every((m) => outcome.terms.includes(m))).toBe(true);
});

test('a symbol named like an object member is stored and read back as a name, not as the prototype', () => {
  const routes = ['/a', '/b'];
  const table = Object.fromEntries(OBJECT_WORDS.map((w, i) => [w.toLowerCase(), [routes[i % 2]]]));
  const serialised = serialiseSymbols(table, routes);
  const read = readSearchData(
    JSON.parse(JSON.stringify({pages: routes.map((r) => [r, r, 0, []]), symbols: serialised})) as Parameters<
      typeof readSearchData
    >[0],
  );
  for (const [i, w] of OBJECT_WORDS.entries()) expect(read.symbols[w.toLowerCase()]).toEqual([routes[i % 2]]);
});
