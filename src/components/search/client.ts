/**
 * The local search client, shared by the search modal and the /search page. Pagefind's own script,
 * WebAssembly and index chunks are fetched from `/pagefind/` the first time a reader searches, and only
 * the chunks of the words typed; a result's text (its fragment) is fetched only when it is shown.
 */
import {AREAS} from '../../plugins/search/documents';
import {closestWord} from './spelling';

interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  anchor?: {element: string; id: string; text: string; location: number};
  weighted_locations?: {weight: number}[];
}

interface PagefindData {
  url: string;
  content?: string;
  excerpt: string;
  meta: Record<string, string>;
  filters: Record<string, string[]>;
  sub_results: PagefindSubResult[];
}

interface PagefindResult {
  id: string;
  data(): Promise<PagefindData>;
}

interface PagefindResponse {
  results: PagefindResult[];
  unfilteredResultCount: number;
  totalFilters: Record<string, Record<string, number>>;
}

interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(term: string, options?: {filters?: Record<string, unknown>}): Promise<PagefindResponse | null>;
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

export interface SearchOutcome {
  /** The words searched for: the reader's, or their correction when the reader's matched nothing. */
  searched: string;
  corrected: boolean;
  /** Matching pages in the chosen areas. */
  total: number;
  /** Matching pages per area, whatever the chosen areas. */
  areaCounts: Record<string, number>;
  results: PagefindResult[];
}

let pagefind: Promise<Pagefind> | null = null;
let vocabulary: Promise<string[]> | null = null;

function loadPagefind(baseUrl: string): Promise<Pagefind> {
  pagefind ??= (import(/* webpackIgnore: true */ `${baseUrl}pagefind/pagefind.js`) as Promise<Pagefind>).then(
    async (module) => {
      await module.options({baseUrl, excerptLength: 20});
      await module.init();
      return module;
    },
  );
  pagefind.catch(() => {
    pagefind = null; // a failed download is retried on the next query
  });
  return pagefind;
}

function loadVocabulary(baseUrl: string): Promise<string[]> {
  vocabulary ??= fetch(`${baseUrl}pagefind/vocabulary.json`).then((r) => r.json() as Promise<string[]>);
  vocabulary.catch(() => {
    vocabulary = null;
  });
  return vocabulary;
}

/** Starts the downloads a first query needs (Pagefind's script and WebAssembly), before the first key. */
export function prepareSearch(baseUrl: string): void {
  // A failed early download is not an error yet: the first query loads Pagefind again and reports it.
  void loadPagefind(baseUrl).catch(() => undefined);
}

/** Whether a word of `text` starts with `word` (a query word matches the starts of words, as Pagefind does). */
function containsWordStart(text: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^a-z0-9])${escaped}`).test(text);
}

export async function search(baseUrl: string, query: string, areas: readonly string[] = []): Promise<SearchOutcome> {
  const engine = await loadPagefind(baseUrl);
  // Pagefind counts the matches per area only for a filtered search; every page has one of the areas.
  const filters = {area: {any: [...(areas.length > 0 ? areas : AREAS)]}};
  let searched = query.trim();
  let response = await engine.search(searched, {filters});
  let corrected = false;
  const words = searched.split(/\s+/).filter(Boolean);
  // A word is missing when the best page does not contain it (Pagefind then ranks pages that match only
  // parts of the query) or when nothing matches at all. Only missing words are corrected.
  const best = response?.results[0] ? await response.results[0].data() : null;
  const text = best ? ` ${best.content ?? ''} ${best.meta.title ?? ''}`.toLowerCase() : '';
  const missing = words.map((word) => !containsWordStart(text, word.toLowerCase()));
  if (missing.some(Boolean)) {
    const known = await loadVocabulary(baseUrl);
    const replaced = words.map((word, i) => (missing[i] ? (closestWord(word, known) ?? word) : word));
    if (replaced.join(' ') !== words.join(' ')) {
      const retried = await engine.search(replaced.join(' '), {filters});
      if (retried && retried.results.length > 0) {
        searched = replaced.join(' ');
        corrected = true;
        response = retried;
      }
    }
  }
  return {
    searched,
    corrected,
    total: response?.results.length ?? 0,
    areaCounts: response?.totalFilters.area ?? {},
    results: response?.results ?? [],
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
export function allDownloaded(results: readonly PagefindResult[]): boolean {
  return results.every((result) => downloaded.has(result.id));
}

/** A result as shown: its page, area and excerpt, and up to `maxSections` matching sections, best first. */
export async function loadHit(result: PagefindResult, maxSections: number): Promise<PageHit> {
  const data = await result.data();
  downloaded.add(result.id);
  const weight = (sub: PagefindSubResult) => (sub.weighted_locations ?? []).reduce((sum, l) => sum + l.weight, 0);
  const sections = data.sub_results
    .filter((sub) => sub.url.includes('#'))
    .sort((a, b) => weight(b) - weight(a))
    .slice(0, maxSections)
    .map((sub) => ({title: sub.title, url: sub.url, excerpt: sub.excerpt}));
  return {
    url: data.url,
    title: data.meta.title ?? data.url,
    area: data.filters.area?.[0] ?? '',
    excerpt: data.excerpt,
    sections,
  };
}
