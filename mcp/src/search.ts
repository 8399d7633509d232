/**
 * `search_docs`: the site's own search, run in Node. The package ships the Pagefind index the site's
 * build writes (`build/pagefind/`, copied into `data/pagefind/`) and ranks with the same shared rules
 * (packages/shared/src/search), so an agent and a reader asking the same question get the same pages,
 * and a ranking change is measured once for both. The only difference is that an agent's question is
 * finished: its last word is not searched as the start of a longer one, as the site's box does while a
 * reader types. Pagefind's sections (the page's headings) give the sections each result points at.
 */
import {decodeHTML} from 'entities';
import type {Area, Page} from './data';
import {isWeak, type SearchOutcome} from '@faststore-docs/shared/search/rank';
import {bestSections, searchPagefind, type PagefindIndex} from '@faststore-docs/shared/search/pagefind';
import {loadPagefind} from '@faststore-docs/shared/search/pagefind.node';

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
  /** Words no page holds. */
  unmatched: string[];
  /** `low` when the best page is a poor match for the query (or there is none). */
  confidence: 'high' | 'low';
  results: PageHit[];
}

/** Pagefind's excerpt as plain text: its `<mark>`s dropped and its entities read. */
const plain = (excerpt: string): string => decodeHTML(excerpt.replace(/<\/?mark>/g, ''));

/** Sections listed under each result: the one that documents a name the query gave, then the best matches. */
const SECTIONS_PER_RESULT = 3;

export class DocsSearch {
  private readonly pages: Map<string, Page>;
  private index: Promise<PagefindIndex> | undefined;

  /** `searchDir`: a copy of the site build's `pagefind/`; read on the first search, so a start does not wait for it. */
  constructor(
    private readonly searchDir: string,
    pages: readonly Page[],
    private readonly origin: string,
  ) {
    this.pages = new Map(pages.map((p) => [p.path, p]));
  }

  private loaded(): Promise<PagefindIndex> {
    this.index ??= loadPagefind(this.searchDir);
    // A failed read is tried again on the next search.
    this.index.catch(() => (this.index = undefined));
    return this.index;
  }

  async search({query, limit, area}: SearchQuery): Promise<SearchAnswer> {
    const index = await this.loaded();
    const outcome = await searchPagefind(index, query, {typing: false});
    // The site also indexes listings (tags, the store profile's form) that the package does not carry as pages.
    const ranked = outcome.pages
      .filter((r) => this.pages.has(r.url))
      .filter((r) => !area || this.pages.get(r.url)!.area === area)
      .slice(0, limit);
    const results = await Promise.all(
      ranked.map(async (r): Promise<PageHit> => {
        const page = this.pages.get(r.url)!;
        const url = `${this.origin}${page.path}`;
        const source = outcome.sources.get(r.url);
        const data = source ? await source.data() : undefined;
        const href = r.anchor ? `${r.url}#${r.anchor}` : r.url;
        const named = r.anchor ? data?.sub_results.find((sub) => sub.url === href) : undefined;
        const subs = [
          ...(named ? [named] : []),
          ...(data ? bestSections(data, href, SECTIONS_PER_RESULT - (named ? 1 : 0)) : []),
        ];
        return {
          url,
          path: page.path,
          title: page.title,
          area: page.area,
          description: page.description,
          score: Math.round(r.score * 100) / 100,
          sections: subs.map((sub) => ({
            heading: sub.title,
            url: `${this.origin}${sub.url}`,
            excerpt: plain(sub.excerpt),
          })),
        };
      }),
    );
    return {
      searchedFor: outcome.terms.join(' '),
      corrections: outcome.corrections,
      missing: outcome.missing,
      unmatched: outcome.unmatched,
      // With an area chosen, the first page listed may be another than the best: the confidence is in it.
      confidence: outcome.weak || isWeak(ranked[0]) ? 'low' : 'high',
      results,
    };
  }
}
