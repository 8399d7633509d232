/**
 * The graders read code and queries, not words: what a comment or a string says is never a fact of
 * the answer, and an alias does not hide the field it selects.
 */
import {describe, expect} from 'vitest';
import {fc, test} from '@fast-check/vitest';
import {parse} from 'graphql';
import {flagOf, graphqlFacts, tsxFacts} from './answerFacts';

const word = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,12}$/);

describe('TSX', () => {
  test.prop([fc.array(word, {maxLength: 12})])('names in comments are no facts', (names) => {
    const text = names.join(' ');
    expect([...tsxFacts(`// ${text}\n/* ${text} */\nexport {};\n`)]).toEqual([]);
  });

  test('elements by the name they were imported as, props, calls, hook members and object keys', () => {
    const facts = tsxFacts(`import {PriceRange as Range} from '@faststore/ui';
import {useSearch} from '@faststore/sdk';
export function F() {
  const {state, setState: set} = useSearch();
  set({...state, sort: 'price_asc'});
  return <Range min={{absolute: 0, selected: 1}} onEnd={() => state.page.toFixed()} />;
}`);
    for (const fact of [
      '<PriceRange>',
      'PriceRange.min',
      'PriceRange.onEnd',
      'useSearch().state',
      'useSearch().setState',
      'set()',
      'toFixed()',
      '{sort}',
      '{sort: price_asc}',
      '{absolute}',
    ])
      expect(facts.has(fact), fact).toBe(true);
    expect(facts.has('<Range>')).toBe(false);
  });

  test('code that does not parse is refused, not graded', () => {
    expect(() => tsxFacts('export const x = <div>;')).toThrow(/does not parse/);
  });
});

describe('GraphQL', () => {
  test.prop([fc.array(word, {maxLength: 12})])('names in comments are no facts', (names) => {
    expect([...graphqlFacts(parse(`query { __typename } # ${names.join(' ')}`))]).toEqual(['__typename']);
  });

  test.prop([word, word])('an alias selects the field it names', (a, b) => {
    const plain = graphqlFacts(parse('{ product(locator: []) { offers { offers { seller { identifier } } } } }'));
    const aliased = graphqlFacts(
      parse(`{ ${a}: product(locator: []) { offers { ${b}: offers { seller { identifier } } } } }`),
    );
    expect([...aliased].sort()).toEqual([...plain].sort());
    expect(aliased.has('product.offers.offers.seller.identifier')).toBe(true);
  });

  test('fragments, inline fragments and literal arguments', () => {
    const facts = graphqlFacts(
      parse(`query { search(first: 2, sort: price_asc) { facets { ... on StoreFacetRange { min { selected } } ...F } } }
fragment F on StoreFacetBoolean { values { value } }`),
    );
    for (const fact of [
      'search(sort: price_asc)',
      'search(first: 2)',
      'on StoreFacetRange',
      'search.facets.min.selected',
      'on StoreFacetBoolean',
      'search.facets.values.value',
    ])
      expect(facts.has(fact), fact).toBe(true);
  });
});

test('a flag is a line that starts with FLAG:', () => {
  expect(flagOf('Sorry.\nFLAG: no such field\n')).toBe('no such field');
  expect(flagOf('// the FLAG: word in a comment is not a flag')).toBeUndefined();
});
