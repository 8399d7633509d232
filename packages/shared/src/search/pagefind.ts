/**
 * The one search both the site and the coding-agent server run: Pagefind's index of the built pages
 * finds which pages hold each word, and the shared ranking (./rank) orders them. The site loads
 * Pagefind's script in the reader's browser; the agent server loads the same files from its package
 * with Node. Since both ask the same index through the same code, a reader and an agent asking the same
 * question get the same pages. Browser-safe: the caller hands in a loaded Pagefind module.
 */
import {
  answeringStretch,
  rarity,
  runSearch,
  type Lexicon,
  type SearchData,
  type SearchEngine,
  type SearchOutcome as RankedOutcome,
} from './rank';
import {letterOf, readSearchData, type LetterWords, type SerialisedSearchData} from './data';

export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  weighted_locations?: {weight: number}[];
}

/** The parts of Pagefind's answers the searches read. */
export interface PagefindData {
  url: string;
  excerpt: string;
  sub_results: PagefindSubResult[];
  /** The page's headings with an id, and the word position each starts at. */
  /** Elements with an id, in order: `element` is their tag (`h2`), when Pagefind says it. */
  anchors?: {id: string; location: number; element?: string}[];
}

export interface PagefindResult {
  id: string;
  score: number;
  /** Where the searched words stand in the page's text (word positions). */
  words?: number[];
  data(): Promise<PagefindData>;
}

/** Pagefind's script (`pagefind.js`), as the site's build writes it. */
export interface PagefindModule {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(term: string): Promise<{results: PagefindResult[]} | null>;
  /** Downloads the index chunk that a search for `term` would read, without searching. */
  preload(term: string): Promise<void>;
}

/**
 * How Pagefind scores a page for one word, passed as its `ranking` option by the site and the agent
 * server alike. A word's repetitions stop adding to a page's score more slowly than by default
 * (`termSaturation` 1.4): a page that returns to a word throughout is about it, where one that names
 * it a few times only mentions it, and the ranking compares each word's scores with its best page.
 */
export const PAGEFIND_RANKING = {termSaturation: 2};

/** Pagefind with the site's search data, ready to answer. */
export interface PagefindIndex {
  engine: PagefindModule;
  data: SearchData;
  /** Pagefind's page id → route, and back. */
  urlOf: Map<string, string>;
  idOf: Map<string, string>;
  /** Words a typo may always be corrected to (titles, keywords, names), without a letter's list. */
  corrections: readonly string[];
  /** Each word's matches, kept for the index's life: an index does not change under its reader. */
  terms: Map<string, Promise<PagefindResult[]>>;
}

/**
 * Pagefind and the search data (`search-data.json`) as one index; `letterWords` fetches a letter's
 * list of common and real words (`words/<letter>.json`), asked only when a word starting with that
 * letter matches nothing.
 */
export function pagefindIndex(
  engine: PagefindModule,
  serialised: Omit<SerialisedSearchData, 'words'>,
  letterWords: (letter: string) => Promise<LetterWords>,
): PagefindIndex {
  const {facts, symbols, corrections, routeOfId} = readSearchData(serialised);
  const letters = new Map<string, Promise<Lexicon>>();
  const data: SearchData = {
    facts,
    symbols,
    lexicon(word) {
      const letter = letterOf(word);
      let lexicon = letters.get(letter);
      if (!lexicon) {
        lexicon = letterWords(letter).then(({common, real, files}) => ({
          corrections: [...corrections, ...common],
          realWords: new Set(real),
          files: Object.assign(Object.create(null) as Record<string, string[]>, files),
        }));
        // A failed download is tried again on the next word.
        lexicon.catch(() => letters.delete(letter));
        letters.set(letter, lexicon);
      }
      return lexicon;
    },
  };
  const idOf = new Map([...routeOfId].map(([id, url]) => [url, id]));
  return {engine, data, corrections, urlOf: routeOfId, idOf, terms: new Map()};
}

/**
 * Points spread over the stretch of the index where the words starting with `term` stand: the word,
 * the word and each letter or digit, and past its last longer form. Pagefind downloads the chunk each
 * point falls in, so the stretch is read whole unless one chunk holds nothing but words starting with
 * the term and one same letter, which a chunk of hundreds of words does not.
 */
const spreadOver = (term: string) =>
  [term, ...'abcdefghijklmnopqrstuvwxyz0123456789'.split('').map((c) => term + c), `${term}\uffff`].join(' ');

/**
 * Pagefind's answer for `term`. `settled`: a finished word's, the same in every visit. Pagefind answers
 * a word with the words it starts among the index chunks already downloaded, and downloads only the
 * chunk where the word itself would stand: a word starting it in the next chunk (`older` for `old`)
 * counted or not depending on what the reader had searched before, and with it every page's score for
 * the word. A finished word first downloads every chunk where the words it starts stand, so that it
 * ranks the same in every visit, and on the site as in the agent's server. The word being typed does
 * not: its answer lasts a keystroke, and a start such as `p` spans a dozen chunks.
 */
function resultsFor(index: PagefindIndex, term: string, settled = false): Promise<PagefindResult[]> {
  const key = settled ? `${term}\u0000settled` : term;
  let found = index.terms.get(key);
  if (!found) {
    const ready = settled ? index.engine.preload(spreadOver(term)) : Promise.resolve();
    found = ready.then(() => index.engine.search(term)).then((response) => response?.results ?? []);
    index.terms.set(key, found);
  }
  return found;
}

/**
 * The pages that hold `term`. Pagefind answers a word with the pages of every word it starts, and
 * with the pages of a shorter part of a word it does not have (`usecrat` finds every page with `use`),
 * which would keep a typo from being corrected and a finished word from meaning only itself
 * (`installments` finding `install`). A finished word is its quoted search, which still meets plurals
 * and other forms; the word being typed (`prefix`) also finds the words it starts, when it is the
 * start of a title word, name or word of the text.
 */
async function pagesHolding(index: PagefindIndex, term: string, prefix: boolean): Promise<PagefindResult[]> {
  const [loose, exact] = await Promise.all([resultsFor(index, term, !prefix), resultsFor(index, `"${term}"`)]);
  // A quoted search tells which pages hold the word, not how strongly: the scores are the plain search's.
  if (!prefix) {
    const holding = new Set(exact.map((result) => result.id));
    return loose.filter((result) => holding.has(result.id));
  }
  if (exact.length > 0 || loose.length === 0) return exact.length > 0 ? loose : [];
  // The start of a title word or name needs no download to tell; of a word of the text, its letter's list.
  const starts = (words: readonly string[]) => words.some((word) => word.startsWith(term));
  if (starts(index.corrections)) return loose;
  return starts((await index.data.lexicon(term)).corrections) ? loose : [];
}

/**
 * How many of the first results link to the section that answers, where the query's words stand
 * together: the ones a reader sees first; each needs its page's fragment, which showing it downloads anyway.
 */
const SECTION_LINKED = 3;

/** How many words a section's answer may span: about a paragraph. */
const ANSWER_SPAN = 40;

/** A ranked page, with where its text holds the query's words together (a word position), when it does. */
type LinkedPage = RankedOutcome['pages'][number] & {together?: number};

export interface PagefindOutcome extends RankedOutcome {
  pages: LinkedPage[];
  /** For each ranked page, the Pagefind result whose excerpt shows it best: from the search for most words at once. */
  sources: Map<string, PagefindResult>;
}

/**
 * Ranks the pages for `query`. `typing`: the query is being typed (the site's box searches on every
 * key), so its last word may be unfinished; an agent's questions are finished.
 */
export async function searchPagefind(
  index: PagefindIndex,
  query: string,
  {typing}: {typing: boolean},
): Promise<PagefindOutcome> {
  const best = new Map<string, {result: PagefindResult; words: number}>();
  const remember = (results: readonly PagefindResult[], words: number) => {
    for (const result of results) {
      const url = index.urlOf.get(result.id);
      if (url && (best.get(url)?.words ?? 0) < words) best.set(url, {result, words});
    }
  };
  const positions = new Map<string, Map<string, readonly number[]>>();
  // A file asked by its name stands where the pages write its paths (`global.d.ts`: `src/typings/global.d.ts`).
  const standsFor = new Map<string, readonly string[]>();
  const engine: SearchEngine = {
    async pagesWith(term, prefix) {
      const results = await pagesHolding(index, term, prefix);
      remember(results, 1);
      const matches = new Map<string, number>();
      const at = new Map<string, readonly number[]>();
      for (const result of results) {
        const url = index.urlOf.get(result.id);
        if (url) matches.set(url, result.score);
        if (url && result.words) at.set(url, result.words);
      }
      positions.set(term, at);
      return matches;
    },
    positions: (term, url) =>
      positions.get(term)?.get(url) ??
      standsFor
        .get(term)
        ?.map((word) => positions.get(word)?.get(url))
        .find(Boolean),
    standsFor: (term, words) => standsFor.set(term, words),
  };
  const outcome = await runSearch(query, engine, index.data, {typing});
  if (outcome.terms.length > 1) remember(await resultsFor(index, outcome.terms.join(' ')), outcome.terms.length);
  const sources = new Map([...best].map(([url, {result}]) => [url, result]));
  // A word fewer pages hold says more about which section answers (`react` against `error`).
  const weightOf = (term: string) => rarity(positions.get(term)?.size ?? 0, index.data.facts.size);
  const pages: LinkedPage[] = outcome.pages.map((page, rank) => {
    if (rank >= SECTION_LINKED || page.anchor) return page;
    const stretch = answeringStretch(outcome.terms, page.url, engine, weightOf, ANSWER_SPAN);
    return stretch ? {...page, together: stretch.start} : page;
  });
  // A finished question (an agent's) gets its sections at once; a query being typed leaves the page
  // fragments to be downloaded when its results are shown, once the reader pauses (loadHit).
  if (!typing) {
    for (const [i, page] of pages.entries()) {
      const source = sources.get(page.url);
      if (page.together === undefined || !source) continue;
      const anchor = sectionAt(await source.data(), page.together);
      if (anchor) pages[i] = {...page, anchor};
    }
  }
  return {...outcome, pages, sources};
}

/**
 * The id of the heading whose section holds word `position` of a page, or undefined when the words
 * stand before the first heading: the top of the page answers.
 */
export function sectionAt(data: PagefindData, position: number): string | undefined {
  let section: string | undefined;
  for (const anchor of data.anchors ?? []) {
    if (anchor.location <= position && isLasting(anchor.id) && isHeading(anchor.element)) section = anchor.id;
  }
  return section;
}

/**
 * Whether an element id is a page's own, which a link can keep: not one React makes up for a control
 * (`_R_it3mlall95_-code`), which changes with the page's code.
 */
const isLasting = (id: string) => !/^(_R_|:r)/.test(id);

/** Whether an element with an id starts a section: a heading, not a wrapper such as a blog post's container. */
const isHeading = (element: string | undefined) => element === undefined || /^h[1-6]$/i.test(element);

/**
 * The sections of a result that match best, most matched words first, leaving out the one `href`
 * already points at (the section that documents a name the query gave).
 */
export function bestSections(data: PagefindData, href: string, max: number): PagefindSubResult[] {
  const weight = (sub: PagefindSubResult) => (sub.weighted_locations ?? []).reduce((sum, l) => sum + l.weight, 0);
  return data.sub_results
    .filter((sub) => sub.url.includes('#') && sub.url !== href && isLasting(sub.url.slice(sub.url.indexOf('#') + 1)))
    .sort((a, b) => weight(b) - weight(a))
    .slice(0, max);
}
