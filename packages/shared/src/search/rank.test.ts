import {describe, expect, it} from 'vitest';
import {
  answeringStretch,
  closestStretch,
  nearness,
  runSearch,
  type PageFacts,
  type SearchData,
  type SearchEngine,
} from './rank';
import {stem} from './query';

/**
 * Pages as a title, optional keywords, and text; an engine that finds a word in any of its forms in the
 * text, or its start when asked for the word being typed, and, with `positions`, tells where it stands.
 */
function site(
  pages: Record<string, {title: string; text: string; keywords?: string[]; release?: boolean}>,
  extra: Partial<SearchData> = {},
  {positions = false}: {positions?: boolean} = {},
) {
  const facts = new Map<string, PageFacts>(
    Object.entries(pages).map(([url, p]) => [
      url,
      {url, title: p.title, keywords: p.keywords ?? [], release: p.release ?? false},
    ]),
  );
  const searched: string[] = [];
  const engine: SearchEngine = {
    pagesWith(term, prefix) {
      searched.push(term);
      const found = new Map<string, number>();
      for (const [url, page] of Object.entries(pages)) {
        const words = `${page.title} ${(page.keywords ?? []).join(' ')} ${page.text}`.toLowerCase().split(/\W+/);
        const count = words.filter((w) => (prefix && w.startsWith(term)) || stem(w) === stem(term)).length;
        if (count > 0) found.set(url, count);
      }
      return found;
    },
    ...(positions && {
      positions(term: string, url: string) {
        const words = pages[url].text.toLowerCase().split(/\W+/);
        const at = words.flatMap((w, i) => (stem(w) === stem(term) ? [i] : []));
        return at.length > 0 ? at : undefined;
      },
    }),
  };
  const corrections = [...new Set(Object.values(pages).flatMap((p) => p.title.toLowerCase().split(/\W+/)))];
  const data: SearchData = {facts, symbols: {}, lexicon: () => ({corrections, realWords: new Set()}), ...extra};
  return {
    engine,
    data,
    searched,
    search: (query: string) => runSearch(query, engine, data),
    type: (query: string) => runSearch(query, engine, data, {typing: true}),
  };
}

const urls = (outcome: {pages: {url: string}[]}) => outcome.pages.map((p) => p.url);

describe('the shared ranking', () => {
  const twins = {
    '/tutorials/gatsby/3': {
      title: 'Set up the store',
      text: 'Point the store at your account in the store config file.',
    },
    '/tutorials/nextjs/3': {
      title: 'Set up the store',
      text: 'Point the store at your account in the store config file.',
    },
    '/tutorials/gatsby/4': {title: 'Styles', text: 'The store config file and the account.'},
    '/guides/account': {title: 'Accounts', text: 'Your account name goes in the config.'},
    '/guides/config': {title: 'Config', text: 'The store config file.'},
  };

  it('finds a page that says a word in other words of the same meaning, below one that says the word', async () => {
    const pages = {
      '/cart': {title: 'Cart', text: 'The cart modules save the cart in IndexedDB.'},
      '/session': {title: 'Session', text: 'The session keeps the cart of the shopper.'},
      '/theme': {title: 'Theme', text: 'Colors and fonts.'},
    };
    const {search, type} = site(pages);
    expect(urls(await search('keep'))).toEqual(['/session', '/cart']);
    const outcome = await search('keep the cart in indexeddb');
    expect(urls(outcome)[0]).toBe('/cart');
    expect(outcome.missing).toEqual([]);
    // The word being typed may still become another word: only the word itself counts yet.
    expect(urls(await type('keep'))).toEqual(['/session']);
  });

  it('finds the page about postal codes for a question about zip codes', async () => {
    const {search} = site({
      '/regions': {title: 'Regionalization', text: 'The shopper enters a postal code.'},
      '/zipped': {title: 'Compression', text: 'The build ships gzip files.'},
    });
    const outcome = await search('zip code');
    expect(urls(outcome)[0]).toBe('/regions');
    expect(outcome.missing).toEqual([]);
  });

  it('ranks the release note that brought something first when the question asks when it came', async () => {
    const {search} = site({
      '/modal': {title: 'Modal', text: 'The modal added to a page traps focus. Modal props. Modal example.'},
      '/releases/2021': {title: 'Modal release', text: 'Added the Modal.', release: true},
    });
    expect(urls(await search('modal added'))[0]).toBe('/modal');
    expect(urls(await search('when was the modal added'))[0]).toBe('/releases/2021');
  });

  it("reads a Portuguese word being typed that starts no word of the pages as the pages' word, not as a typo", async () => {
    const {type} = site({
      '/shipping': {title: 'Shipping', text: 'Shipping costs by postal code.'},
      '/free': {title: 'Free', text: 'Free things.'},
    });
    const outcome = await type('simular frete');
    expect(urls(outcome)[0]).toBe('/shipping');
    expect(outcome.corrections).toEqual([{from: 'frete', to: 'shipping'}]);
    expect(outcome.weak).toBe(false);
  });

  it('does not correct the words before a glossary word being typed into English ones, even when a page holds it as typed', async () => {
    const {type} = site({
      '/store': {title: 'Store', text: 'Set up the store. Em português: a loja.'},
      '/integer': {title: 'Integer', text: 'The Integer scalar.'},
    });
    const outcome = await type('integrar a loja');
    expect(outcome.corrections).toEqual([]);
    expect(urls(outcome)).toEqual(['/store']);
  });

  it('counts a verb of the glossary as a word the pages must hold: a page that only ships code does not calculate shipping', async () => {
    const {search} = site({
      '/shipping': {title: 'Shipping', text: 'Ship the code to production.'},
      '/free': {title: 'Free', text: 'Free things.'},
    });
    const outcome = await search('calcular frete');
    expect(outcome.terms).toEqual(['calculate', 'shipping']);
    expect(outcome.unmatched).toEqual(['calculate']);
    expect(outcome.weak).toBe(true);
  });

  it("shows one of the two tutorials' same step among the first results, leaving room for another page", async () => {
    const {search} = site(twins);
    const outcome = await search('store account config');
    const first = urls(outcome).slice(0, 3);
    expect(first.filter((url) => url.endsWith('/3'))).toHaveLength(1);
    expect(first).toContain('/guides/account');
    // The twin still follows.
    expect(urls(outcome)).toContain('/tutorials/nextjs/3');
  });

  it("puts the tutorial of the framework a query names before the other framework's", async () => {
    const {search} = site(twins);
    const gatsbyFirst = urls(await search('gatsby store account config'));
    expect(gatsbyFirst.slice(0, 3)).not.toContain('/tutorials/nextjs/3');
    const nextFirst = urls(await search('nextjs store account config'));
    expect(nextFirst[0]).toBe('/tutorials/nextjs/3');
    expect(nextFirst.slice(0, 3).filter((url) => url.startsWith('/tutorials/gatsby/'))).toEqual([]);
  });

  it("shows the default starter's step before its twin when the two match about as well, unless the other matches clearly better", async () => {
    const {search} = site({
      '/tutorials/gatsby/5': {title: 'Persisted queries', text: 'Only persisted queries run in production.'},
      '/tutorials/nextjs/5': {
        title: 'Persisted queries',
        text: 'Only persisted queries run in production, persisted at build time. getStaticProps fetches data.',
      },
      '/guides/queries': {title: 'Queries', text: 'Write a query.'},
    });
    // Measured alone, the Next.js step scores a little higher: it says the words once more.
    expect(urls(await search('persisted queries production'))[0]).toBe('/tutorials/gatsby/5');
    expect(urls(await search('getStaticProps fetches data'))[0]).toBe('/tutorials/nextjs/5');
  });

  it('finds a file asked by its name or the end of its path on the pages that write it, whole path or name', async () => {
    const pages = {
      '/first-commit': {title: 'First commit', text: 'Fix the import in src/typings/global.d.ts before you commit.'},
      '/types': {title: 'Types', text: 'The global.d.ts file declares modules.'},
      '/cart': {title: 'Cart', text: 'Validation lives in src/sdk/cart/validate.ts.'},
      '/login': {title: 'Login', text: 'The session is checked by src/sdk/session/validate.ts.'},
      '/ui-state': {title: 'UI state', text: 'The global UI state and its types.'},
    };
    const {engine, data} = site(pages);
    // The index holds a path as one word, as Pagefind does.
    const paths: SearchEngine = {
      ...engine,
      pagesWith: (term, prefix) =>
        term.includes('.')
          ? new Map(
              Object.entries(pages).flatMap(([url, page]) =>
                page.text.split(/\s+/).some((word) => word.replace(/[.,;:)]+$/, '') === term) ? [[url, 1]] : [],
              ),
            )
          : engine.pagesWith(term, prefix),
      // Where the name stands, for its section link: where its paths do.
      standsFor: (term, words) => stands.set(term, words),
    };
    const stands = new Map<string, readonly string[]>();
    const files = {
      'global.d.ts': ['src/typings/global.d.ts'],
      'validate.ts': ['src/sdk/cart/validate.ts', 'src/sdk/session/validate.ts'],
    };
    const withFiles: SearchData = {...data, lexicon: async (word) => ({...(await data.lexicon(word)), files})};
    const ask = (query: string) => runSearch(query, paths, withFiles);
    for (const query of ['global.d.ts', 'where is global.d.ts', 'typings/global.d.ts']) {
      const found = urls(await ask(query)).sort();
      expect([query, found]).toEqual([
        query,
        query.startsWith('typings') ? ['/first-commit'] : ['/first-commit', '/types'],
      ]);
    }
    expect(stands.get('global.d.ts')).toEqual(['src/typings/global.d.ts']);
    // A name that ends several paths finds the pages of each.
    expect(urls(await ask('validate.ts')).sort()).toEqual(['/cart', '/login']);
    expect(stands.get('validate.ts')).toEqual(['src/sdk/cart/validate.ts', 'src/sdk/session/validate.ts']);
    // A mistyped name is corrected to the nearest file name the pages write.
    const mistyped = await ask('glabal.d.ts');
    expect(mistyped.corrections).toEqual([{from: 'glabal.d.ts', to: 'global.d.ts'}]);
    expect(urls(mistyped).sort()).toEqual(['/first-commit', '/types']);
  });

  it('reads a member written after its object as its two names when no page writes it whole', async () => {
    const {search} = site({
      '/use-cart': {title: 'useCart', text: 'useCart returns addItem and removeItem.'},
      '/cart': {title: 'Cart', text: 'The cart holds items.'},
    });
    const outcome = await search('useCart.addItem');
    expect(outcome.terms).toEqual(['usecart', 'additem']);
    expect(urls(outcome)[0]).toBe('/use-cart');
  });

  it('counts a name the page documents as held, however the engine splits it', async () => {
    const {search} = site(
      {'/enums': {title: 'Enums', text: 'Sorting: price desc, price asc.'}},
      {symbols: {price_desc: ['/enums#storesort']}},
    );
    const outcome = await search('price_desc');
    expect(urls(outcome)[0]).toBe('/enums');
    expect(outcome.missing).toEqual([]);
  });

  it('does not need the filler words of a question to match', async () => {
    const {search} = site({
      '/resolvers': {title: 'Creating resolvers', text: 'A custom resolver returns the data of a field.'},
      '/write': {title: 'Writing tests', text: 'Write a test for your custom code.'},
    });
    const outcome = await search('how do I write a custom resolver');
    expect(urls(outcome)[0]).toBe('/resolvers');
    expect(outcome.missing).toEqual([]);
    expect(outcome.weak).toBe(false);
  });

  it('relaxes to most of the words when no page has them all, and names the missing ones', async () => {
    const {search} = site({
      '/price-range': {title: 'PriceRange', text: 'A slider to filter products by price range.'},
      '/slider': {title: 'Slider', text: 'A slider between two values.'},
    });
    const outcome = await search('filter by price range widget');
    expect(urls(outcome)[0]).toBe('/price-range');
    expect(outcome.missing).toEqual(['widget']);
    expect(outcome.weak).toBe(false);
  });

  it('corrects only words that no page holds and that are not real words', async () => {
    const {search} = site(
      {
        '/quickstart': {title: 'Quickstart', text: 'Getting started with a starter.'},
        '/settings': {title: 'Setting up an account', text: 'The account settings.'},
        '/cart': {title: 'useCart', text: 'The cart hook.'},
      },
      {
        lexicon: () => ({
          corrections: ['quickstart', 'setting', 'usecart', 'account'],
          realWords: new Set(['getting', 'sitting']),
        }),
      },
    );
    const typo = await search('usecrat');
    expect(typo.corrections).toEqual([{from: 'usecrat', to: 'usecart'}]);
    expect(urls(typo)[0]).toBe('/cart');
    // A word of the pages is never corrected, even when another word is one letter away.
    expect((await search('getting started')).corrections).toEqual([]);
    // Nor is a real word that no page holds: it is searched as typed and found missing.
    const real = await search('sitting');
    expect(real.corrections).toEqual([]);
    expect(real.pages).toEqual([]);
    expect(real.weak).toBe(true);
  });

  it('weighs keywords like the title, so reader words find the page that lacks them in its text', async () => {
    const {search} = site({
      '/skeleton': {title: 'Skeleton', text: 'Shows the shape of content.', keywords: ['loading placeholder']},
      '/button': {title: 'LoadingButton', text: 'A button with a loading state and a placeholder label.'},
    });
    expect(urls(await search('loading placeholder'))[0]).toBe('/skeleton');
  });

  it('ranks a page that answers most of the words well above one that only mentions every word', async () => {
    const {search} = site({
      '/cart-session': {title: 'Cart and session', text: 'The cart keeps the session.', keywords: ['cart session']},
      '/misc': {title: 'Miscellany', text: 'A widget, a cart, a session; the widget, the cart, the session.'},
    });
    const outcome = await search('cart session widget');
    expect(urls(outcome)[0]).toBe('/cart-session');
    expect(outcome.missing).toEqual(['widget']);
    // The notice of a poor match does not forgive as much: a question about other things that shares two words with a page gets it.
    const offTopic = await search('cart session zebra giraffe okapi');
    expect(urls(offTopic)[0]).toBe('/cart-session');
    expect(offTopic.weak).toBe(true);
  });

  it('ranks release notes below guides unless the query asks about a release', async () => {
    const pages = {
      // The release note says more about sales channels than the guide: only its kind keeps it below.
      '/releases/1': {
        title: 'FastStore 1.2',
        text: 'This release adds the sales channel to the session. Sales channel, sales channel.',
        release: true,
      },
      '/session': {title: 'Session mutation', text: 'The session holds the sales channel of the shopper.'},
    };
    const {search} = site(pages);
    expect(urls(await search('sales channel'))[0]).toBe('/session');
    expect(urls(await search('sales channel release'))[0]).toBe('/releases/1');
    expect(urls(await search('sales channel 1.2'))[0]).toBe('/releases/1');
  });

  it('puts the page that documents an exact name first, at its section', async () => {
    const {search} = site(
      {
        '/enums': {title: 'Enums', text: 'StoreSort: price_desc, price_asc.'},
        // Uses the name more, and in its title, but does not document it.
        '/tutorial': {title: 'Sorting by price_desc', text: 'Sort by price_desc: price_desc, price_desc, price_asc.'},
      },
      {symbols: {price_desc: ['/enums#storesort']}},
    );
    const outcome = await search('price_desc');
    expect(outcome.pages[0]).toMatchObject({url: '/enums', anchor: 'storesort'});
  });

  it('says when the best page is a poor match', async () => {
    const {search} = site({
      '/cms': {title: 'CMS webhooks', text: 'A webhook rebuilds the store.'},
    });
    const outcome = await search('stripe webhook payment intent');
    expect(outcome.weak).toBe(true);
    expect(outcome.missing).toEqual(['stripe', 'payment', 'intent']);
    expect((await search('kubernetes helm chart')).pages).toEqual([]);
  });

  it('finds the start of a word only for the word being typed', async () => {
    const {search, type} = site({
      '/price': {title: 'Price', text: 'Shows a price in installments.'},
      '/install': {title: 'Installing the starter', text: 'Install the dependencies.', keywords: ['installation']},
      '/logo': {title: 'Logo', text: 'The store logo in the production build.'},
    });
    // A finished word finds itself and its forms, not the longer words it starts.
    expect(urls(await search('installments'))).toEqual(['/price']);
    expect(urls(await search('production'))).toEqual(['/logo']);
    expect(await search('log')).toMatchObject({pages: []});
    // While typing, the last word is unfinished: it finds the words it starts, the earlier ones do not.
    expect(urls(await type('instal'))).toContain('/install');
    const typing = urls(await type('log the instal'));
    expect(typing[0]).toBe('/install');
    expect(typing).not.toContain('/logo');
    // A space after it says the word is finished.
    expect((await type('lo ')).pages).toEqual([]);
  });

  it('does not call a good page a poor match for lacking a common word of a long question', async () => {
    const pages: Record<string, {title: string; text: string}> = {
      '/carousel': {title: 'Carousel', text: 'Bullets under the slides show which slide is shown.'},
    };
    // Filler pages make `under` a common word and `bullets` a rare one.
    for (let i = 0; i < 30; i++) pages[`/page${i}`] = {title: `Page ${i}`, text: 'Text under a heading.'};
    const {search} = site(pages);
    const outcome = await search('bullets under the gallery');
    expect(urls(outcome)[0]).toBe('/carousel');
    expect(outcome.missing).toEqual(['gallery']);
    expect(outcome.weak).toBe(false);
    // Only the common word of a question about something else: a poor match.
    expect((await search('rust lifetimes under the borrow checker')).weak).toBe(true);
  });

  it('ranks the page that holds the words of the query together above one that mentions each apart', async () => {
    const filler = Array.from({length: 40}, (_, i) => `word${i}`).join(' ');
    const pages = {
      // Says `minicart` and `button` more often, but never in one sentence.
      '/apart': {title: 'Header', text: `The minicart lists items. Minicart. ${filler} A button. Button.`},
      '/together-page': {title: 'Header guide', text: `${filler} Open the minicart from a button.`},
    };
    expect(urls(await site(pages).search('minicart button'))[0]).toBe('/apart');
    const near = await site(pages, {}, {positions: true}).search('minicart button');
    expect(urls(near)[0]).toBe('/together-page');
    // Where the words stand orders pages; it does not make a poor match look like a good one.
    expect(near.weak).toBe(false);
  });

  it('keeps the notice of a poor match whether or not the engine tells where words stand', async () => {
    const pages: Record<string, {title: string; text: string}> = {
      // Holds three of the five words side by side: together, but still a poor match.
      '/cms': {title: 'CMS webhooks', text: 'A stripe webhook color rebuilds the store.'},
    };
    for (let i = 0; i < 30; i++) pages[`/page${i}`] = {title: `Page ${i}`, text: 'A webhook and a color.'};
    const query = 'stripe webhook color intent refund';
    const plain = await site(pages).search(query);
    const placed = await site(pages, {}, {positions: true}).search(query);
    expect(plain.weak).toBe(true);
    expect(placed.weak).toBe(true);
    expect(placed.pages[0].score).toBeGreaterThan(placed.pages[0].strength);
  });

  it('answers an error message with the page that explains it before a page that only quotes it', async () => {
    const message = 'cannot query field cmsHome on type Query.';
    const pages = {
      // The tutorial step shows the message in its logs more often than the page that explains it.
      '/tutorials/step-3': {title: 'Step 3: Fetch products', text: `The log reads: ${message} ${message} ${message}`},
      '/tutorials/troubleshooting': {
        title: 'Troubleshooting the tutorial',
        text: `When GraphQL says ${message} the CMS plugin is missing, and the build then fails with ${message}`,
      },
    };
    const {search} = site(pages);
    expect(urls(await search('Cannot query field "cmsHome" on type "Query"'))[0]).toBe('/tutorials/troubleshooting');
    // A question that is not an error message is ranked on its words alone.
    expect(urls(await search('query field cmsHome type'))[0]).toBe('/tutorials/step-3');
  });

  it('sets aside the verbs of a Portuguese question about the portal that no page holds, not its nouns', async () => {
    const {search} = site({
      '/account': {title: 'Setting up an account', text: 'Point the store at the account.'},
      '/cart': {title: 'Cart', text: 'The cart holds items.'},
      '/scalars': {title: 'Integer scalars', text: 'Whole numbers.'},
    });
    const about = await search('como conectar a loja na minha conta');
    expect(about.terms).toEqual(['store', 'account']);
    expect(about.weak).toBe(false);
    expect(urls(about)[0]).toBe('/account');
    // A noun no page holds is what the question is about: it may be something the portal does not cover.
    const elsewhere = await search('previsão do tempo na loja');
    expect(elsewhere.terms).toContain('tempo');
    expect(elsewhere.weak).toBe(true);
    // A Portuguese word is not read as a typo of an English one.
    expect((await search('integrar a loja na conta')).corrections).toEqual([]);
    expect((await search('integrar the store')).corrections).toEqual([{from: 'integrar', to: 'integer'}]);
    // An English question keeps a word no page holds as missing.
    expect((await search('store account connecting')).terms).toContain('connecting');
  });

  it('never reads a version no page names as a typo of one a page does', async () => {
    const {data} = site({'/upgrade': {title: 'Upgrade to 1.9.10', text: 'What 1.9.10 changed.'}});
    // An engine that keeps versions whole, as Pagefind does.
    const text = 'upgrade to 1.9.10 what 1.9.10 changed';
    const engine: SearchEngine = {
      pagesWith: (term) => new Map(text.split(' ').includes(term) ? [['/upgrade', 1]] : []),
    };
    const lexicon = () => ({corrections: ['1.9.10', 'upgrade'], realWords: new Set<string>()});
    const outcome = await runSearch('upgrade to 1.9.12', engine, {...data, lexicon});
    expect(outcome.corrections).toEqual([]);
    expect(outcome.missing).toEqual(['1.9.12']);
    expect(outcome.weak).toBe(true);
    // Among many words the page holds, a release no page names still makes the answer weak: the page is
    // about another release.
    const long = 'upgrade what changed 1.9.12';
    const many: SearchEngine = {
      pagesWith: (term) => new Map(['upgrade', 'what', 'changed'].includes(term) ? [['/upgrade', 1]] : []),
    };
    const relaxed = await runSearch(long, many, {...data, lexicon});
    expect(relaxed.unmatched).toEqual(['1.9.12']);
    expect(relaxed.weak).toBe(true);
    // A mistyped word beside it is still corrected.
    expect((await runSearch('upgarde to 1.9.10', engine, {...data, lexicon})).corrections).toEqual([
      {from: 'upgarde', to: 'upgrade'},
    ]);
  });

  it('names as held by no page only the words no page holds', async () => {
    const {search} = site({
      '/cart': {title: 'Cart', text: 'The cart keeps items.'},
      '/email': {title: 'Emails', text: 'Order emails.'},
    });
    const outcome = await search('cart abandonment email');
    expect(outcome.unmatched).toEqual(['abandonment']);
    expect(outcome.missing).toContain('email');
  });

  it('reads a path of names that no page writes whole as its names', async () => {
    const {search} = site({
      '/sdk-cart': {title: 'Cart', text: 'The sdk keeps the cart.'},
      '/intro': {title: 'Introduction', text: 'A store.'},
    });
    const outcome = await search('sdk/cart');
    expect(outcome.terms).toEqual(['sdk', 'cart']);
    expect(urls(outcome)[0]).toBe('/sdk-cart');
  });

  it('searches a further word being typed from its second letter on', async () => {
    const {type, searched} = site({'/cart': {title: 'Cart', text: 'The cart keeps items and checkout.'}});
    expect((await type('cart c')).terms).toEqual(['cart']);
    expect(searched).not.toContain('c');
    expect((await type('cart ch')).terms).toEqual(['cart', 'ch']);
    // A word alone is searched from its first letter.
    expect((await type('c')).terms).toEqual(['c']);
  });

  it('answers a question about why with the page that explains it, above a guide that uses it', async () => {
    const {search} = site({
      '/tutorials/styling': {
        title: 'Style the store',
        text: 'The components come without styles: write styles for the components, styles and more styles.',
      },
      '/conceptual-guides/styling': {title: 'Unstyled components', text: 'Why components come without styles.'},
    });
    expect(urls(await search('why do components come without styles'))[0]).toBe('/conceptual-guides/styling');
    expect(urls(await search('components without styles'))[0]).toBe('/tutorials/styling');
  });

  it('forgives one wrong letter in a long title word even where the misspelling means something else', async () => {
    const {search} = site({
      '/quantity': {title: 'QuantitySelector', text: 'Lets a shopper pick a quantity.'},
      '/search': {title: 'Search', text: 'The results say their quantity, and a selecter picks one.'},
    });
    expect(urls(await search('quantity selecter'))[0]).toBe('/quantity');
  });
});

describe('nearness', () => {
  const at = (spots: Record<string, number[]>): SearchEngine => ({
    pagesWith: () => new Map(),
    positions: (term) => spots[term],
  });
  it('links the stretch that holds the rare words of a query, not the one that must reach a common word too', () => {
    const filler = Array.from({length: 60}, (_, i) => `word${i}`).join(' ');
    // `error module` stands closer together than `module of react`, but `error` is the common word.
    const text = `The error module fails here. ${filler} Every module of react is found.`;
    const {engine} = site({'/trouble': {title: 'Troubleshooting', text}}, {}, {positions: true});
    const words = text.toLowerCase().split(/\W+/);
    const weight = (term: string) => (term === 'error' ? 0.1 : 1);
    const terms = ['error', 'module', 'react'];
    expect(closestStretch(terms, '/trouble', engine)?.start).toBe(words.indexOf('error'));
    expect(answeringStretch(terms, '/trouble', engine, weight, 40)?.start).toBe(words.lastIndexOf('module'));
  });

  it('is 1 for words side by side, less as they stand apart, 0 for a word alone', () => {
    expect(nearness(['open', 'minicart'], '/p', at({open: [3], minicart: [4]}))).toBe(1);
    const apart = nearness(['open', 'minicart'], '/p', at({open: [3], minicart: [40]}));
    expect(apart).toBeGreaterThan(0);
    expect(apart).toBeLessThan(1);
    // The closest pair counts, wherever else the words stand.
    expect(nearness(['open', 'minicart'], '/p', at({open: [3, 90], minicart: [40, 91]}))).toBe(1);
    expect(nearness(['open', 'minicart'], '/p', at({open: [3]}))).toBe(0);
    // A word the page lacks lowers it by its share of the query.
    expect(nearness(['open', 'minicart', 'button'], '/p', at({open: [3], minicart: [4]}))).toBe(0.5);
    expect(nearness(['open', 'minicart'], '/p', {pagesWith: () => new Map()})).toBe(0);
  });
});
