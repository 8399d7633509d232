/**
 * The local search client, shared by the search modal, the /search page and the not-found page.
 * Pagefind finds the pages that hold each word of the query; the site's ranking (packages/shared/src/search/rank,
 * shared with the coding-agent server) decides their order, corrections and whether the best page is a
 * poor match. Pagefind's script, WebAssembly and index chunks, and the site's search data (page
 * titles, keywords, the symbol table), are fetched from `/pagefind/` the first time a reader searches,
 * and only the chunks of the words typed; a result's text (its fragment) only when it is shown: in the
 * dialog, once typing pauses on it and its place in the list is in view (./textSchedule).
 */
import {AREAS, areaOf, type Area} from '@faststore-docs/shared/search/areas';
import type {LetterWords, SerialisedSearchData} from '@faststore-docs/shared/search/data';
import {
  bestSections,
  PAGEFIND_RANKING,
  pagefindIndex,
  searchPagefind,
  sectionAt,
  type PagefindIndex,
  type PagefindModule,
  type PagefindResult,
} from '@faststore-docs/shared/search/pagefind';
import {isWeak} from '@faststore-docs/shared/search/rank';

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
  /**
   * Where the page's text holds the query's words together (a word position): its section is where
   * the result links once the page's fragment is downloaded.
   */
  together?: number;
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
  /** Words no page holds. */
  unmatched: string[];
  /** The best page is a poor match, or there is none: say so and offer ways on. */
  weak: boolean;
  /** Matching pages in the chosen areas. */
  total: number;
  /** Matching pages per area, whatever the chosen areas. */
  areaCounts: Record<string, number>;
  results: SearchResult[];
}

let loaded: Promise<PagefindIndex> | null = null;

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

function loadSearch(baseUrl: string): Promise<PagefindIndex> {
  loaded ??= (async () => {
    const [engine, serialised] = await Promise.all([
      (import(/* webpackIgnore: true */ `${baseUrl}pagefind/pagefind.js`) as Promise<PagefindModule>).then(
        async (module) => {
          // In the page's own thread: a web worker would download Pagefind's code a second time
          // (pagefind-worker.js, 12 KB gzip, an eighth of a first query), and a search of this index
          // takes a few milliseconds of the page's time.
          await module.options({baseUrl, excerptLength: 20, ranking: PAGEFIND_RANKING, noWorker: true});
          await module.init();
          return module;
        },
      ),
      json<Omit<SerialisedSearchData, 'words'>>(`${baseUrl}pagefind/search-data.json`),
    ]);
    // A letter's common and real words are fetched the first time a word starting with it matches nothing.
    return pagefindIndex(engine, serialised, (letter) => json<LetterWords>(`${baseUrl}pagefind/words/${letter}.json`));
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
 * Searches `query`. `typing` (the default: the dialog searches on every key): its last word may be
 * unfinished and also finds the words it starts; a query from an address or sent with Enter is finished.
 */
export async function search(
  baseUrl: string,
  query: string,
  areas: readonly string[] = [],
  {typing = true}: {typing?: boolean} = {},
): Promise<SearchOutcome> {
  const index = await loadSearch(baseUrl);
  const outcome = await searchPagefind(index, query, {typing});
  const chosen = areas.length > 0 ? areas : AREAS;
  const areaCounts: Record<string, number> = {};
  const results: SearchResult[] = [];
  for (const page of outcome.pages) {
    const area = areaOf(page.url);
    areaCounts[area] = (areaCounts[area] ?? 0) + 1;
    if (!chosen.includes(area)) continue;
    results.push({
      id: index.idOf.get(page.url) ?? page.url,
      url: page.url,
      href: page.anchor ? `${page.url}#${page.anchor}` : page.url,
      ...(page.together !== undefined && {together: page.together}),
      title: index.data.facts.get(page.url)?.title ?? page.url,
      area,
      source: outcome.sources.get(page.url),
    });
  }
  return {
    searched: outcome.terms.join(' '),
    corrections: outcome.corrections,
    missing: outcome.missing,
    unmatched: outcome.unmatched,
    // With areas chosen, the first page shown may be another than the best: the notice is about it.
    weak: outcome.weak || isWeak(outcome.pages.find((page) => page.url === results[0]?.url)),
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
  const section = result.together === undefined ? undefined : sectionAt(data, result.together);
  const href = section ? `${result.url}#${section}` : result.href;
  const sections = bestSections(data, href, maxSections).map((sub) => ({
    title: sub.title,
    url: sub.url,
    excerpt: sub.excerpt,
  }));
  return {url: href, title: result.title, area: result.area, excerpt: data.excerpt, sections};
}
