import {describe, expect, it} from 'vitest';
import path from 'node:path';
import {
  commonWords,
  echoedKeywords,
  filePaths,
  keywordsOf,
  misfitKeywords,
  serialiseSearchData,
  symbolTable,
} from './build';
import {readSearchData, serialiseSymbols} from './data';
import {componentPages} from '../reference/catalogue';

const siteDir = path.join(__dirname, '..', '..', '..', '..');

describe('keywords', () => {
  it('are read from the meta tag Docusaurus writes for front-matter keywords, quoted or not', () => {
    expect(keywordsOf('<meta data-rh="true" name="keywords" content="loading placeholder, shimmer">')).toEqual([
      'loading placeholder',
      'shimmer',
    ]);
    expect(keywordsOf('<meta name=keywords content="cart">')).toEqual(['cart']);
    expect(keywordsOf('<meta name="description" content="x">')).toEqual([]);
  });

  it('that name something the page neither documents nor mentions are reported', () => {
    const page = {
      url: '/skeleton',
      keywords: ['loading placeholder', 'shimmer', 'useSkeleton', 'data-fs-skeleton'],
      text: 'The Skeleton shows data-fs-skeleton.',
    };
    // Reader words are free; a name must be one the page has.
    expect(misfitKeywords(page, {})).toEqual(['useSkeleton']);
    expect(misfitKeywords(page, {useskeleton: ['/skeleton#hook']})).toEqual([]);
    expect(misfitKeywords(page, {useskeleton: ['/elsewhere']})).toEqual(['useSkeleton']);
  });

  it('that repeat a question the search is measured on are reported with their page and question', () => {
    const pages = [
      {url: '/skeleton', keywords: ['loading placeholders', 'shimmer', 'Skeleton']},
      {url: '/deploy', keywords: ['publishing the store fast', 'go live', 'production build']},
    ];
    const questions = [
      'how do I show a loading placeholder while products load',
      'Skeleton',
      'publish my store fast on netlify',
    ];
    expect(echoedKeywords(pages, questions)).toEqual([
      // Three words in the question's order, another form of one of them: lifted from it.
      {url: '/deploy', keyword: 'publishing the store fast', question: 'publish my store fast on netlify'},
    ]);
    // A whole question, less its filler and in another word form, is lifted from it however short.
    expect(echoedKeywords(pages, ['the loading placeholder'])).toEqual([
      {url: '/skeleton', keyword: 'loading placeholders', question: 'the loading placeholder'},
    ]);
    // Two words of a longer question are the domain's terms, and a name is the page's own.
    expect(echoedKeywords(pages, ['serve the production build locally', 'Skeleton'])).toEqual([]);
  });
});

describe('symbol table', () => {
  const table = symbolTable(siteDir);

  it('sends every UI component, SDK hook and GraphQL operation and type to the page that documents it', () => {
    for (const page of componentPages(siteDir)) expect(table[page.name.toLowerCase()], page.name).toContain(page.route);
    expect(table.usecart).toContain('/reference/sdk/cart/useCart');
    expect(table.allproducts).toContain('/reference/api/queries/allProducts');
    expect(table.validatecart).toContain('/reference/api/mutations/cart');
    expect(table.storeproduct).toContain('/reference/api/objects#storeproduct');
    expect(table.price_desc).toContain('/reference/api/enums#storesort');
  });

  it("sends a package's name to the page that introduces it", () => {
    for (const pkg of ['ui', 'sdk', 'api'])
      expect(table[`@faststore/${pkg}`]).toEqual([`/reference/${pkg}/faststore-${pkg}`]);
  });

  it('survives the compact form the browser downloads', () => {
    const routes = [
      ...new Set(
        Object.values(table)
          .flat()
          .map((entry) => entry.split('#')[0]),
      ),
    ];
    const facts = routes.map((url): [string, string, 0, string[]] => [url, url, 0, []]);
    const read = readSearchData({pages: facts, symbols: serialiseSymbols(table, routes)});
    expect(read.symbols).toEqual(table);
  });
});

describe('common words', () => {
  it('are the longer words that several pages use', () => {
    const texts = ['deployment guide', 'the deployment step', 'deployment and hosting', 'hosting only'];
    expect(commonWords(texts)).toEqual(['deployment']);
  });
});

describe("real words near the pages' words", () => {
  const page = {url: '/testing', title: 'Cypress setting', keywords: [], release: false};
  const {words} = serialiseSearchData([page], {}, ['cypress setting']);
  const real = (letter: string) => words[letter]?.real ?? [];

  it('hold the everyday words a reader types on purpose, which correction leaves alone', () => {
    expect(real('g')).toContain('getting');
  });

  it("leave out the rare and archaic words that a reader far more likely typed for the pages' word", () => {
    expect(real('c')).not.toContain('cypres');
  });
});

describe('file paths', () => {
  it('are found by the file names the texts write them with, and not in web addresses', () => {
    const paths = filePaths([
      'Types go in (src/typings/global.d.ts). Edit ./src/store.config.js, or see https://example.com/docs/store.config.js.',
      'The Cypress file cypress/global.js and src/typings/global.d.ts again.',
    ]);
    expect(paths.get('global.d.ts')).toEqual(['src/typings/global.d.ts']);
    expect(paths.get('store.config.js')).toEqual(['src/store.config.js']);
    expect(paths.get('global.js')).toEqual(['cypress/global.js']);
  });

  it("are published with the letter of the file's name, fetched when a word matches nothing", () => {
    const {words} = serialiseSearchData([{url: '/typings', title: 'Typings', keywords: [], release: false}], {}, [
      'Declare them in src/typings/global.d.ts.',
    ]);
    expect(words.g?.files).toEqual({'global.d.ts': ['src/typings/global.d.ts']});
  });
});
