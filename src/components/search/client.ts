/**
 * The local search client, shared by the search modal, the /search page and the not-found page.
 * Pagefind finds the pages that hold each word of the query; the site's ranking (packages/shared/src/search/rank,
 * shared with the coding-agent server) decides their order, corrections and whether the best page is a
 * poor match. Pagefind's script, WebAssembly and index chunks, and the site's search data (page
 * titles, keywords, the symbol table), are fetched from `/pagefind/` the first time a reader searches,
 * and only the chunks of the words typed; a result's text (its fragment) only when it is shown.
 */
import {AREAS, areaOf, type Area} from '@faststore-docs/shared/search/areas';
import {runSearch, type Lexicon, type SearchData} from '@faststore-docs/shared/search/rank';
import {
  letterOf,
  readSearchData,
  type LetterWords,
  type SerialisedSearchData,
} from '@faststore-docs/shared/search/data';

interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  weighted_locations?: {weight: number}[];
}

/** The parts of Pagefind's answers this client reads. */
interface PagefindData {
  excerpt: string;
  sub_results: PagefindSubResult[];
}

interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<PagefindData>;
}

interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(term: string): Promise<{results: PagefindResult[]} | null>;
}

interface SectionHit {
  title: string;
  url: string;
  excerpt: string;
}

export interface PageHit {
  url: string;
  title: string;
  area: string;
  excerpt: string;
  sections: SectionHit[];
}

/** A ranked page, its text not downloaded yet. */
export interface SearchResult {
  /** Pagefind's id of the page (its fragment), for telling what is downloaded. */
  id: string;
  url: string;
  /** The route with the anchor of the section that documents a name the query gave exactly. */
  href: string;
  title: string;
  area: Area;
  /** The Pagefind result whose excerpt highlights the most query words. */
  source: PagefindResult | undefined;
}

export interface SearchOutcome {
  /** The words searched for, after fillers were set aside and typos corrected. */
  searched: string;
  /** Typed words replaced by their correction (`usecrat` → `usecart`). */
  corrections: {from: string; to: string}[];
  /** Words the best page does not hold: no page held every word, so the search relaxed to the others. */
  missing: string[];
  /** The best page is a poor match, or there is none: say so and offer ways on. */
  weak: boolean;
  /** Matching pages in the chosen areas. */
  total: number;
  /** Matching pages per area, whatever the chosen areas. */
  areaCounts: Record<string, number>;
  results: SearchResult[];
}

interface Loaded {
  engine: Pagefind;
  data: SearchData;
  /** Pagefind's page id → route, and back. */
  urlOf: Map<string, string>;
  idOf: Map<string, string>;
  /** Words a typo may always be corrected to (titles, keywords, names), without a letter's list. */
  corrections: readonly string[];
  /** Each word's matches, by Pagefind result, kept for the visit: an index does not change under a reader. */
  terms: Map<string, Promise<PagefindResult[]>>;
}

let loaded: Promise<Loaded> | null = null;

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

function loadSearch(baseUrl: string): Promise<Loaded> {
  loaded ??= (async () => {
    const [engine, serialised] = await Promise.all([
      (import(/* webpackIgnore: true */ `${baseUrl}pagefind/pagefind.js`) as Promise<Pagefind>).then(async (module) => {
        await module.options({baseUrl, excerptLength: 20});
        await module.init();
        return module;
      }),
      json<Omit<SerialisedSearchData, 'words'>>(`${baseUrl}pagefind/search-data.json`),
    ]);
    const {facts, symbols, corrections, routeOfId} = readSearchData(serialised);
    const letters = new Map<string, Promise<Lexicon>>();
    const data: SearchData = {
      facts,
      symbols,
      // A letter's common and real words are fetched the first time a word starting with it matches nothing.
      lexicon(word) {
        const letter = letterOf(word);
        let lexicon = letters.get(letter);
        if (!lexicon) {
          lexicon = json<LetterWords>(`${baseUrl}pagefind/words/${letter}.json`).then(({common, real}) => ({
            corrections: [...corrections, ...common],
            realWords: new Set(real),
          }));
          lexicon.catch(() => letters.delete(letter));
          letters.set(letter, lexicon);
        }
        return lexicon;
      },
    };
    const idOf = new Map([...routeOfId].map(([id, url]) => [url, id]));
    return {engine, data, corrections, urlOf: routeOfId, idOf, terms: new Map()};
  })();
  loaded.catch(() => {
    loaded = null; // a failed download is retried on the next query
  });
  return loaded;
}

/** Starts the downloads a first query needs (Pagefind's script and WebAssembly), before the first key. */
export function prepareSearch(baseUrl: string): void {
  // A failed early download is not an error yet: the first query loads them again and reports it.
  void loadSearch(baseUrl).catch(() => undefined);
}

/**
 * The pages that hold `term`. Pagefind answers a word with the pages of every word it starts, and
 * with the pages of a shorter part of a word it does not have (`usecrat` finds every page with `use`),
 * which would keep a typo from being corrected and a finished word from meaning only itself
 * (`installments` finding `install`). A finished word is its quoted search, which still meets plurals
 * and other forms; the word being typed (`prefix`) also finds the words it starts, when it is the
 * start of a title word, name or word of the text.
 */
async function pagesHolding(search: Loaded, term: string, prefix: boolean): Promise<PagefindResult[]> {
  const [loose, exact] = await Promise.all([resultsFor(search, term), resultsFor(search, `"${term}"`)]);
  // A quoted search tells which pages hold the word, not how strongly: the scores are the plain search's.
  if (!prefix) {
    const holding = new Set(exact.map((result) => result.id));
    return loose.filter((result) => holding.has(result.id));
  }
  if (exact.length > 0 || loose.length === 0) return exact.length > 0 ? loose : [];
  // The start of a title word or name needs no download to tell; of a word of the text, its letter's list.
  const starts = (words: readonly string[]) => words.some((word) => word.startsWith(term));
  if (starts(search.corrections)) return loose;
  return starts((await search.data.lexicon(term)).corrections) ? loose : [];
}

function resultsFor(search: Loaded, term: string): Promise<PagefindResult[]> {
  let found = search.terms.get(term);
  if (!found) {
    found = search.engine.search(term).then((response) => response?.results ?? []);
    search.terms.set(term, found);
  }
  return found;
}

export async function search(baseUrl: string, query: string, areas: readonly string[] = []): Promise<SearchOutcome> {
  const loadedSearch = await loadSearch(baseUrl);
  const {data, urlOf} = loadedSearch;
  // The result whose excerpt shows each page best: the one from the search for most words at once.
  const sources = new Map<string, {result: PagefindResult; words: number}>();
  const remember = (results: readonly PagefindResult[], words: number) => {
    for (const result of results) {
      const url = urlOf.get(result.id);
      if (url && (sources.get(url)?.words ?? 0) < words) sources.set(url, {result, words});
    }
  };
  const outcome = await runSearch(
    query,
    {
      async pagesWith(term, prefix) {
        const results = await pagesHolding(loadedSearch, term, prefix);
        remember(results, 1);
        const matches = new Map<string, number>();
        for (const result of results) {
          const url = urlOf.get(result.id);
          if (url) matches.set(url, result.score);
        }
        return matches;
      },
    },
    data,
    {typing: true},
  );
  if (outcome.terms.length > 1) remember(await resultsFor(loadedSearch, outcome.terms.join(' ')), outcome.terms.length);
  const chosen = areas.length > 0 ? areas : AREAS;
  const areaCounts: Record<string, number> = {};
  const results: SearchResult[] = [];
  for (const page of outcome.pages) {
    const area = areaOf(page.url);
    areaCounts[area] = (areaCounts[area] ?? 0) + 1;
    if (!chosen.includes(area)) continue;
    results.push({
      id: loadedSearch.idOf.get(page.url) ?? page.url,
      url: page.url,
      href: page.anchor ? `${page.url}#${page.anchor}` : page.url,
      title: data.facts.get(page.url)?.title ?? page.url,
      area,
      source: sources.get(page.url)?.result,
    });
  }
  return {
    searched: outcome.terms.join(' '),
    corrections: outcome.corrections,
    missing: outcome.missing,
    weak: outcome.weak || results.length === 0,
    total: results.length,
    areaCounts,
    results,
  };
}

/** Keeps Pagefind's `<mark>` around matched words and no other markup. */
export function safeExcerpt(excerpt: string): string {
  // Pagefind's excerpts are page text with its entities kept (`&lt;T&gt;`): only tags other than mark
  // need neutralising.
  return excerpt.replace(/<(?!\/?mark>)/g, '&lt;');
}

const downloaded = new Set<string>();

/** Whether showing these results needs no download: their fragments were fetched for an earlier query. */
export function allDownloaded(results: readonly SearchResult[]): boolean {
  return results.every((result) => !result.source || downloaded.has(result.id));
}

/** A result as shown: its page, area and excerpt, and up to `maxSections` matching sections, best first. */
export async function loadHit(result: SearchResult, maxSections: number): Promise<PageHit> {
  if (!result.source) return {url: result.href, title: result.title, area: result.area, excerpt: '', sections: []};
  const data = await result.source.data();
  downloaded.add(result.id);
  const weight = (sub: PagefindSubResult) => (sub.weighted_locations ?? []).reduce((sum, l) => sum + l.weight, 0);
  const sections = data.sub_results
    .filter((sub) => sub.url.includes('#') && sub.url !== result.href)
    .sort((a, b) => weight(b) - weight(a))
    .slice(0, maxSections)
    .map((sub) => ({title: sub.title, url: sub.url, excerpt: sub.excerpt}));
  return {url: result.href, title: result.title, area: result.area, excerpt: data.excerpt, sections};
}
