import {describe, expect, it} from 'vitest';
import {
  bestSections,
  pagefindIndex,
  searchPagefind,
  sectionAt,
  type PagefindModule,
  type PagefindResult,
} from './pagefind';

/** Each page's text as words, with the headings that start its sections (their word positions). */
const PAGES: Record<string, {title: string; text: string; anchors: {id: string; location: number}[]}> = {
  '/checkout': {
    title: 'Integrating the checkout',
    text:
      'The checkout is hosted by the platform. ' +
      'Filler words about the cart and the session follow here for a while. ' +
      'Set the checkout address to your own domain in the store config.',
    anchors: [
      {id: 'how-it-works', location: 5},
      {id: 'set-the-checkout-address', location: 18},
    ],
  },
  '/intro': {title: 'Introduction', text: 'A store and its domain.', anchors: []},
};

/** A stand-in for Pagefind's script: finds a word (quoted or not) and tells where it stands. */
function fakePagefind(): PagefindModule {
  const words = (url: string) => PAGES[url].text.toLowerCase().split(/\W+/).filter(Boolean);
  return {
    options: async () => {},
    init: async () => {},
    preload: async () => {},
    search(query) {
      const terms = query.replace(/"/g, '').toLowerCase().split(' ');
      const results: PagefindResult[] = [];
      for (const url of Object.keys(PAGES)) {
        const at = words(url).flatMap((w, i) => (terms.includes(w) ? [i] : []));
        if (at.length === 0 || !terms.every((t) => words(url).includes(t))) continue;
        results.push({
          id: url,
          score: at.length,
          words: at,
          data: () => Promise.resolve({url, excerpt: '', sub_results: [], anchors: PAGES[url].anchors}),
        });
      }
      return Promise.resolve({results});
    },
  };
}

const index = () =>
  pagefindIndex(
    fakePagefind(),
    {pages: Object.entries(PAGES).map(([url, p]) => [url, p.title, 0, [], url]), symbols: {}},
    () => Promise.resolve({common: [], real: []}),
  );

describe('searchPagefind', () => {
  it('links a result to the section whose text holds the words of the query together', async () => {
    const outcome = await searchPagefind(index(), 'checkout domain', {typing: false});
    expect(outcome.pages[0]).toMatchObject({url: '/checkout', anchor: 'set-the-checkout-address'});
    // A word alone says nothing of where the answer stands: the result links to the page.
    const single = await searchPagefind(index(), 'checkout', {typing: false});
    expect(single.pages[0].anchor).toBeUndefined();
    // Words together before the first heading: the top of the page answers.
    const intro = await searchPagefind(index(), 'store domain', {typing: false});
    expect(intro.pages.find((p) => p.url === '/intro')?.anchor).toBeUndefined();
  });

  it('never links a section by an id React made up for a control', () => {
    const data = {
      url: '/playground',
      excerpt: '',
      sub_results: [
        {title: 'Code', url: '/playground#_R_it3mlall95_-code', excerpt: '', weighted_locations: [{weight: 9}]},
        {title: 'Share', url: '/playground#share-the-code', excerpt: '', weighted_locations: [{weight: 1}]},
      ],
      anchors: [
        {id: 'share-the-code', location: 0},
        {id: '_R_it3mlall95_-code', location: 10},
      ],
    };
    expect(sectionAt(data, 12)).toBe('share-the-code');
    expect(bestSections(data, '/playground', 4).map((s) => s.url)).toEqual(['/playground#share-the-code']);
  });

  it('links a heading, not another element with an id (a blog post container)', () => {
    const data = {
      url: '/releases/2021/10/05/faststore',
      excerpt: '',
      sub_results: [],
      anchors: [
        {element: 'div', id: '__blog-post-container', location: 20},
        {element: 'h2', id: 'added', location: 70},
      ],
    };
    expect(sectionAt(data, 30)).toBeUndefined();
    expect(sectionAt(data, 80)).toBe('added');
  });

  it('leaves a query being typed to find its section when its result is shown, without downloading', async () => {
    let downloads = 0;
    const typed = index();
    const search = typed.engine.search.bind(typed.engine);
    typed.engine.search = async (query) => {
      const found = await search(query);
      for (const result of found?.results ?? []) {
        const data = result.data.bind(result);
        result.data = () => {
          downloads += 1;
          return data();
        };
      }
      return found;
    };
    const outcome = await searchPagefind(typed, 'checkout domain', {typing: true});
    expect(downloads).toBe(0);
    const [first] = outcome.pages;
    expect(first.anchor).toBeUndefined();
    const data = await outcome.sources.get(first.url)!.data();
    expect(sectionAt(data, first.together!)).toBe('set-the-checkout-address');
  });

  it('ranks a finished word the same whatever the reader searched before', async () => {
    // Pagefind reads a word's longer forms only from the index chunks already downloaded, and downloads
    // the chunk where the word itself stands: `older` lives in the next chunk.
    const chunkOf = (word: string) => (word > 'old' ? 2 : 1);
    const texts: Record<string, string> = {'/a': 'an old store and older ones', '/b': 'an old release'};
    const engine = (): PagefindModule => {
      const loaded = new Set<number>();
      const search = (query: string) => {
        const term = query.replace(/"/g, '');
        loaded.add(chunkOf(term));
        const exact = query.startsWith('"');
        const matching = (w: string) => w === term || (!exact && w.startsWith(term) && loaded.has(chunkOf(w)));
        const results: PagefindResult[] = Object.entries(texts)
          .filter(([, text]) => text.split(' ').some(matching))
          .map(([url, text]) => ({
            id: url,
            score: text.split(' ').filter(matching).length,
            data: () => Promise.resolve({url, excerpt: '', sub_results: []}),
          }));
        return Promise.resolve({results});
      };
      return {
        options: async () => {},
        init: async () => {},
        search,
        // As Pagefind does, each word of a preload downloads its chunk.
        preload: (terms) => {
          for (const term of terms.split(' ')) loaded.add(chunkOf(term));
          return Promise.resolve();
        },
      };
    };
    const make = () =>
      pagefindIndex(engine(), {pages: Object.keys(texts).map((url) => [url, url, 0, [], url]), symbols: {}}, () =>
        Promise.resolve({common: ['older'], real: []}),
      );
    const fresh = make();
    const searchedBefore = make();
    await searchPagefind(searchedBefore, 'older', {typing: false});
    const asked = async (idx: ReturnType<typeof make>) =>
      (await searchPagefind(idx, 'old store', {typing: false})).pages.map((p) => [p.url, p.score]);
    expect(await asked(fresh)).toEqual(await asked(searchedBefore));
  });
});
