/**
 * Search over the pages' sections, for `search_docs`. The build indexes every listed page split at
 * its `##` headings (./sections) with MiniSearch and ships the index; the server loads it as it is.
 * Both sides take their options from here: an index loaded with other options answers wrongly.
 *
 * MiniSearch only answers which sections hold each word of the query (titles weigh most, then the
 * route's words, so an export is found by its name even when its page is titled otherwise, then the
 * page's keywords, headings and text; names count by their parts too, `useCart` for `cart`, plurals as
 * singulars, a word as the start of a longer one). What the query means, corrections, the order of
 * pages and whether the best one is a poor match are the site search's own rules (packages/shared/src/search), so
 * an agent and a reader asking the same question get the same pages.
 */
import MiniSearch, {type Options, type SearchResult} from 'minisearch';
import type {Area, Page} from './data';
import {sectionsOf} from './sections';
import {runSearch, type PageFacts, type SearchData, type SearchOutcome} from '@faststore-docs/shared/search/rank';
import {readSearchData, type SerialisedSearchData} from '@faststore-docs/shared/search/data';
import {fold, stem} from '@faststore-docs/shared/search/query';

interface SectionDocument {
  id: number;
  path: string;
  anchor: string;
  title: string;
  heading: string;
  pathWords: string;
  keywords: string;
  text: string;
  area: Area;
}

const STORED = ['path', 'anchor', 'heading', 'area'] as const;
/** A result with the fields the index stores (MiniSearch types them as `any`). */
type StoredResult = SearchResult & Pick<SectionDocument, (typeof STORED)[number]>;

/** `/reference/sdk/cart/useCart` → `reference sdk cart useCart use cart`. */
function pathWords(path: string): string {
  const parts = path.split(/[/\-_.]+/).filter(Boolean);
  const split = parts.flatMap((p) => p.split(/(?<=[a-z])(?=[A-Z])/));
  return [...new Set([...parts, ...split])].join(' ');
}

/** Words of Markdown: split at spaces, punctuation and symbols (backticks, pipes, asterisks of emphasis). */
const words = (text: string): string[] => text.split(/[\n\r\p{Z}\p{P}\p{S}]+/u).filter(Boolean);

/**
 * Names held together by dots, slashes or an `@` (`Next.js`, `store.config.js`, `@faststore/ui`): a reader
 * types them whole, and a page that writes them whole answers better than one with the parts apart.
 */
const DOTTED_NAME = /@?[\p{L}\p{N}_-]+(?:[./][\p{L}\p{N}_-]+)+/gu;
const dottedNames = (text: string): string[] =>
  [...text.matchAll(DOTTED_NAME)].map((m) => m[0]).filter((name) => /\p{L}/u.test(name) && !/^[\d.]+$/.test(name));

/** A query word: a dotted name as one term, any other word by its parts (`price_desc` as `price desc`). */
const queryTokens = (text: string): string[] => {
  const names = dottedNames(text);
  return names.length === 1 && names[0] === text.replace(/^@/, '@') ? [text] : words(text);
};

/** An indexed name is found by its parts too: `useCart` also as `use` and `cart`, `Next.js` as `next` and `js`. */
function tokenizeIndexed(text: string): string[] {
  const tokens = words(text);
  return [
    ...tokens,
    ...dottedNames(text),
    ...tokens.flatMap((w) => {
      const parts = w.split(/(?<=[a-z])(?=[A-Z])/);
      return parts.length > 1 ? parts : [];
    }),
  ];
}

const SEARCH_OPTIONS: Options<SectionDocument> = {
  fields: ['title', 'pathWords', 'keywords', 'heading', 'text'],
  tokenize: tokenizeIndexed,
  // Words meet their other forms on both sides, as Pagefind's stemming makes them meet on the site:
  // `queries` and `query`, `styling` and `styles`, `redirecting` and `redirect` (packages/shared/src/search/query).
  // Names keep their letters otherwise: `useCart` is one word, `usecart`.
  processTerm: (term) => (/[./@]/.test(term) ? fold(term) : stem(term)),
  storeFields: [...STORED],
  searchOptions: {
    tokenize: queryTokens,
    boost: {title: 6, pathWords: 3, keywords: 4, heading: 2, text: 1},
    // Typos are corrected by the shared rules, against real words and the site's names; a fuzzy match
    // here would turn `getting` into `setting` before they could say no.
    fuzzy: false,
    combineWith: 'AND',
  },
};

/** A page as the search data knows it: the ranking's facts, keywords included. */
export function pageFacts(page: Page): PageFacts {
  return {url: page.path, title: page.title, release: page.area === 'releases', keywords: page.keywords};
}

export function buildSearchIndex(pages: readonly Page[]): unknown {
  const index = new MiniSearch<SectionDocument>(SEARCH_OPTIONS);
  let id = 0;
  for (const page of pages) {
    if (!page.listed) continue;
    sectionsOf(page.markdown).forEach((section, i) => {
      index.add({
        id: id++,
        path: page.path,
        anchor: section.anchor,
        title: page.title,
        heading: section.heading,
        pathWords: pathWords(page.path),
        // Keywords describe the whole page: held by its first section, so they count once.
        keywords: i === 0 ? page.keywords.join(', ') : '',
        text: section.text,
        area: page.area,
      });
    });
  }
  return index.toJSON();
}

interface SectionHit {
  heading: string;
  url: string;
  excerpt: string;
}

interface PageHit {
  url: string;
  path: string;
  title: string;
  area: Area;
  description: string;
  score: number;
  sections: SectionHit[];
}

export interface SearchQuery {
  query: string;
  limit: number;
  area?: Area;
}

export interface SearchAnswer {
  /** The words searched for, after filler words were set aside and typos corrected. */
  searchedFor: string;
  corrections: SearchOutcome['corrections'];
  /** Words the best page lacks: no page held every word. */
  missing: string[];
  /** `low` when the best page is a poor match for the query (or there is none). */
  confidence: 'high' | 'low';
  results: PageHit[];
}

/** About 200 characters of `text` around the first query word it contains. */
function excerpt(text: string, terms: readonly string[], length = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const lower = flat.toLowerCase();
  const at = terms
    .map((t) => lower.indexOf(t.toLowerCase()))
    .filter((i) => i >= 0)
    .sort((a, b) => a - b)[0];
  const start = at === undefined ? 0 : Math.max(0, at - 60);
  const end = Math.min(flat.length, start + length);
  return `${start > 0 ? '…' : ''}${flat.slice(start, end).trim()}${end < flat.length ? '…' : ''}`;
}

export class DocsSearch {
  private readonly index: MiniSearch<SectionDocument>;
  private readonly pages: Map<string, Page>;
  private readonly data: SearchData;

  constructor(
    serialised: unknown,
    pages: readonly Page[],
    search: SerialisedSearchData,
    private readonly origin: string,
  ) {
    this.index = MiniSearch.loadJS(serialised as never, SEARCH_OPTIONS);
    this.pages = new Map(pages.map((p) => [p.path, p]));
    const {facts, symbols, corrections} = readSearchData(search);
    const letters = Object.values(search.words);
    const lexicon = {
      corrections: [...corrections, ...letters.flatMap((l) => l.common)],
      realWords: new Set(letters.flatMap((l) => l.real)),
    };
    this.data = {facts, symbols, lexicon: () => lexicon};
  }

  async search({query, limit, area}: SearchQuery): Promise<SearchAnswer> {
    // Each page's sections that hold a query word, with their scores, for the sections the answer lists.
    const sectionScores = new Map<string, Map<string, number>>();
    const outcome = await runSearch(
      query,
      {
        // An agent sends finished questions: no word is still being typed, so none is searched as a prefix.
        pagesWith: (term) => {
          const pagesFound = new Map<string, number>();
          for (const result of this.index.search(term) as StoredResult[]) {
            pagesFound.set(result.path, Math.max(pagesFound.get(result.path) ?? 0, result.score));
            const sections = sectionScores.get(result.path) ?? new Map<string, number>();
            sections.set(result.anchor, (sections.get(result.anchor) ?? 0) + result.score);
            sectionScores.set(result.path, sections);
          }
          return pagesFound;
        },
      },
      this.data,
    );
    const results = outcome.pages
      .filter((ranked) => !area || this.pages.get(ranked.url)?.area === area)
      .slice(0, limit)
      .map((ranked) => {
        const page = this.pages.get(ranked.url)!;
        const url = `${this.origin}${page.path}`;
        const sections = sectionsOf(page.markdown);
        const best = [...(sectionScores.get(page.path) ?? new Map<string, number>()).entries()]
          .sort((a, b) => b[1] - a[1])
          .map(([anchor]) => anchor);
        // A name the query gives exactly is documented in its own section: that one first.
        const anchors = [...new Set([...(ranked.anchor ? [ranked.anchor] : []), ...best])].slice(0, 3);
        return {
          url,
          path: page.path,
          title: page.title,
          area: page.area,
          description: page.description,
          score: Math.round(ranked.score * 100) / 100,
          sections: anchors.flatMap((anchor) => {
            const section = sections.find((s) => s.anchor === anchor);
            if (!section) return [];
            return [
              {
                heading: section.heading,
                url: page.anchors.includes(anchor) && anchor ? `${url}#${anchor}` : url,
                excerpt: excerpt(section.text, outcome.terms),
              },
            ];
          }),
        };
      });
    return {
      searchedFor: outcome.terms.join(' '),
      corrections: outcome.corrections,
      missing: outcome.missing,
      confidence: outcome.weak || results.length === 0 ? 'low' : 'high',
      results,
    };
  }
}
