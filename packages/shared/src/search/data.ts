/**
 * The search data as the build writes it and both searches read it: the site's search downloads it
 * with Pagefind on the first query (`/pagefind/search-data.json`), the coding-agent server ships it in
 * its bundle. Compact on purpose, since a reader pays for every byte before their first results: a
 * symbol points at a page by its place in `pages`. Browser-safe.
 */
import type {PageFacts, SymbolTable} from './rank';
import {fold, queryWords} from './query';

/** [route, title, release (1) or not (0), keywords, Pagefind's id of the page (site only)] */
type SerialisedPage = [string, string, 0 | 1, string[]] | [string, string, 0 | 1, string[], string];

export interface SerialisedSearchData {
  pages: SerialisedPage[];
  /** Name (lower case) → where it is documented: a page's index in `pages`, or `index#anchor`. */
  symbols: Record<string, (number | string)[]>;
  /**
   * By first letter: the words common in the pages' text (more correction targets) and the real words
   * near any target. The site publishes each letter as its own file, fetched only when a word starting
   * with it matches nothing, so a first query does not pay for them.
   */
  words: Record<string, LetterWords>;
}

export interface LetterWords {
  common: string[];
  real: string[];
  /** A file's name (`global.d.ts`) → the paths the pages write it in (`src/typings/global.d.ts`). */
  files?: Record<string, string[]>;
}

/** The letter whose words a query word is checked against: its first, or `_` for anything else. */
export const letterOf = (word: string): string => (/^[a-z]/.test(word) ? word[0] : '_');

/** Every letter file the site publishes, present even when empty so that no fetch meets a 404. */
export const LETTERS = [...'abcdefghijklmnopqrstuvwxyz', '_'];

export function serialiseSymbols(symbols: SymbolTable, routes: readonly string[]): SerialisedSearchData['symbols'] {
  const index = new Map(routes.map((route, i) => [route, i]));
  // Without a prototype, a name such as `__proto__` is stored as a name rather than replacing it.
  const out: SerialisedSearchData['symbols'] = Object.create(null) as SerialisedSearchData['symbols'];
  for (const [name, entries] of Object.entries(symbols)) {
    const places = entries.flatMap((entry) => {
      const [route, anchor] = entry.split('#');
      const at = index.get(route);
      if (at === undefined) return [];
      return [anchor ? `${at}#${anchor}` : at];
    });
    if (places.length > 0) out[name] = places;
  }
  return out;
}

export function readSearchData(serialised: Omit<SerialisedSearchData, 'words'>): {
  facts: Map<string, PageFacts>;
  symbols: SymbolTable;
  corrections: string[];
  /** Pagefind's page id → route. */
  routeOfId: Map<string, string>;
} {
  const facts = new Map<string, PageFacts>();
  const routeOfId = new Map<string, string>();
  const routes = serialised.pages.map(([url, title, release, keywords, id]) => {
    facts.set(url, {url, title, release: release === 1, keywords});
    if (id) routeOfId.set(id, url);
    return url;
  });
  const symbols: SymbolTable = Object.create(null) as SymbolTable;
  for (const [name, places] of Object.entries(serialised.symbols)) {
    symbols[name] = places.map((place) => {
      if (typeof place === 'number') return routes[place];
      const [at, anchor] = place.split('#');
      return `${routes[Number(at)]}#${anchor}`;
    });
  }
  return {facts, symbols, corrections: correctionTargets(facts.values(), symbols), routeOfId};
}

/**
 * The words a mistyped query word may always be corrected to: the words of titles and keywords, and
 * every name. Derived where the data is read, so the download does not carry them twice.
 */
export function correctionTargets(facts: Iterable<PageFacts>, symbols: SymbolTable): string[] {
  const words = new Set<string>(Object.keys(symbols).filter((name) => name.length >= 4));
  for (const page of facts) {
    for (const text of [page.title, ...page.keywords]) {
      for (const word of queryWords(text)) if (word.length >= 4) words.add(fold(word));
    }
  }
  return [...words].sort();
}
