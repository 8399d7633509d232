/**
 * Search over the pages' sections, for `search_docs`. The build indexes every listed page split at
 * its `##` headings (./sections) with MiniSearch and ships the index; the server loads it as it is.
 * Both sides take their options from here: an index loaded with other options answers wrongly.
 *
 * Ranking: a page counts by its best section, half as much again when the query names every word of
 * its title. Titles weigh most, then the route's words (an export is found by its name even when its
 * page is titled otherwise), then headings, then the text; names count by their parts too (`useCart`
 * for `cart`), plurals as singulars. A query word may be a prefix, or one mistyped letter away (two
 * in words of eight letters or more); a word that matches nothing is corrected to the nearest title
 * word, as the site's search does.
 */
import MiniSearch, {type Options, type SearchResult} from 'minisearch';
import type {Area, Page} from './data';
import {sectionsOf} from './sections';
import {closestWord} from '../../src/components/search/spelling';

interface SectionDocument {
  id: number;
  path: string;
  anchor: string;
  title: string;
  heading: string;
  pathWords: string;
  text: string;
  area: Area;
}

const STORED = ['path', 'anchor', 'title', 'heading', 'area'] as const;
/** A result with the fields the index stores (MiniSearch types them as `any`). */
type StoredResult = SearchResult & Pick<SectionDocument, (typeof STORED)[number]>;

/** `/reference/sdk/cart/useCart` → `reference sdk cart useCart use cart`. */
function pathWords(path: string): string {
  const parts = path.split(/[/\-_.]+/).filter(Boolean);
  const split = parts.flatMap((p) => p.split(/(?<=[a-z])(?=[A-Z])/));
  return [...new Set([...parts, ...split])].join(' ');
}

const fuzzy = (term: string): number => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0);

/**
 * Lower case, and plurals to their singular, on both sides (`queries` and `query` meet; `address`
 * keeps its double s). Names keep their letters otherwise: `useCart` is one word, `usecart`.
 */
function normaliseTerm(term: string): string {
  const lower = term.toLowerCase();
  if (lower.length <= 4) return lower;
  if (lower.endsWith('ies')) return `${lower.slice(0, -3)}y`;
  if (lower.endsWith('s') && !lower.endsWith('ss')) return lower.slice(0, -1);
  return lower;
}

const words = (text: string): string[] => text.split(/[\n\r\p{Z}\p{P}]+/u).filter(Boolean);

/** An indexed name is found by its parts too: `useCart` also as `use` and `cart`. */
function tokenizeIndexed(text: string): string[] {
  const tokens = words(text);
  return [
    ...tokens,
    ...tokens.flatMap((w) => {
      const parts = w.split(/(?<=[a-z])(?=[A-Z])/);
      return parts.length > 1 ? parts : [];
    }),
  ];
}

const SEARCH_OPTIONS: Options<SectionDocument> = {
  fields: ['title', 'pathWords', 'heading', 'text'],
  tokenize: tokenizeIndexed,
  processTerm: normaliseTerm,
  storeFields: [...STORED],
  searchOptions: {
    tokenize: words,
    boost: {title: 6, pathWords: 3, heading: 2, text: 1},
    prefix: (term) => term.length >= 3,
    fuzzy,
    // A page that matches every word of the query is what the reader asked for; one word alone
    // still finds something when nothing has them all.
    combineWith: 'OR',
  },
};

export function buildSearchIndex(pages: readonly Page[]): unknown {
  const index = new MiniSearch<SectionDocument>(SEARCH_OPTIONS);
  let id = 0;
  for (const page of pages) {
    if (!page.listed) continue;
    for (const section of sectionsOf(page.markdown)) {
      index.add({
        id: id++,
        path: page.path,
        anchor: section.anchor,
        title: page.title,
        heading: section.heading,
        pathWords: pathWords(page.path),
        text: section.text,
        area: page.area,
      });
    }
  }
  return index.toJSON();
}

interface SectionHit {
  heading: string;
  url: string;
  excerpt: string;
}

export interface PageHit {
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

/** How much more a page counts when the query holds every word of its title. */
const TITLE_NAMED = 1.5;

export class DocsSearch {
  private readonly index: MiniSearch<SectionDocument>;
  private readonly pages: Map<string, Page>;
  /** The words of the page titles, for correcting a query word that finds nothing (as the site does). */
  private readonly vocabulary: string[];

  constructor(
    serialised: unknown,
    pages: readonly Page[],
    private readonly origin: string,
  ) {
    this.index = MiniSearch.loadJS(serialised as never, SEARCH_OPTIONS);
    this.pages = new Map(pages.map((p) => [p.path, p]));
    this.vocabulary = [
      ...new Set(pages.filter((p) => p.listed).flatMap((p) => words(p.title).map((w) => w.toLowerCase()))),
    ];
  }

  /** The query with each word that matches nothing replaced by the nearest title word (`usecrat` → `usecart`). */
  correct(query: string): string {
    return words(query)
      .map((word) => (this.index.search(word).length > 0 ? word : (closestWord(word, this.vocabulary) ?? word)))
      .join(' ');
  }

  search({query, limit, area}: SearchQuery): PageHit[] {
    const corrected = this.correct(query);
    const asked = new Set(words(corrected).map(normaliseTerm));
    const results = this.index.search(corrected, area ? {filter: (r) => r.area === area} : undefined) as StoredResult[];
    const byPage = new Map<string, {best: number; hits: StoredResult[]}>();
    for (const result of results) {
      const entry = byPage.get(result.path) ?? {best: 0, hits: []};
      // A page whose whole title the query names is what the reader asked for by name.
      const named = words(result.title).every((w) => asked.has(normaliseTerm(w)));
      entry.best = Math.max(entry.best, result.score * (named ? TITLE_NAMED : 1));
      entry.hits.push(result);
      byPage.set(result.path, entry);
    }
    return [...byPage.entries()]
      .sort((a, b) => b[1].best - a[1].best || a[0].length - b[0].length)
      .slice(0, limit)
      .map(([path, {best, hits}]) => {
        const page = this.pages.get(path)!;
        const url = `${this.origin}${path}`;
        const sections = sectionsOf(page.markdown);
        return {
          url,
          path,
          title: page.title,
          area: page.area,
          description: page.description,
          score: Math.round(best * 10) / 10,
          sections: hits.slice(0, 3).map((hit) => {
            const section = sections.find((s) => s.anchor === hit.anchor);
            return {
              heading: hit.heading,
              url: page.anchors.includes(hit.anchor) ? `${url}#${hit.anchor}` : url,
              excerpt: excerpt(section?.text ?? '', hit.terms),
            };
          }),
        };
      });
  }
}
