/**
 * How both searches turn a query into an ordered list of pages: the site's search box, whose engine is
 * Pagefind in the browser, and the coding-agent server's `search_docs`, whose engine is the same
 * Pagefind index read in Node. The engine only answers "which pages contain this word, and how
 * strongly"; everything a reader notices is decided here, once:
 *
 * - filler words do not have to match (./query), and a page that holds most of the words still ranks
 *   when none holds them all, with the missing words named;
 * - a page that says a query's word in other words of the same meaning (./sameMeaning: `keep` as
 *   `save`) holds it, scoring a little less;
 * - a word that no page contains is corrected to the nearest word of a title, keyword or name, unless
 *   it is a real word (./spelling): `usecrat` finds `useCart`, `getting` stays `getting`;
 * - a page's title and its front-matter `keywords` (reader words such as "loading placeholder") weigh
 *   more than its text, and a query that names a whole keyword finds that page;
 * - a query that is exactly a name from the symbol table (an export, hook, prop, GraphQL type, field,
 *   argument or enum value) puts the page that documents it first;
 * - among pages that hold the words, one whose text holds them together ranks higher, where the engine
 *   tells where words stand;
 * - an error message ranks the troubleshooting pages and upgrade guides that explain it above pages
 *   that only quote it;
 * - release notes answer "what changed": they rank below guides and reference unless the query asks
 *   about a release, a version or a change;
 * - when the best page is a poor match, the outcome says so instead of listing pages confidently.
 */
import {SAME_MEANING} from './sameMeaning';
import {analyseQuery, englishOf, fold, isFiller, isVersion, queryWords, stem, type AnalysedQuery} from './query';
import {closestWord, editDistance} from './spelling';

/** What the ranking knows of a page besides its text. */
export interface PageFacts {
  /** The route, `/reference/sdk/cart/useCart`. */
  url: string;
  title: string;
  /** Release notes answer "what changed", not "how do I". */
  release: boolean;
  /** Reader words from the page's front matter, and generated ones (a component's styling hooks). */
  keywords: string[];
}

/**
 * Exact names, lower case, and the routes that document them (with `#anchor` where a section does):
 * `usecart` → `/reference/sdk/cart/useCart`, `price_desc` → `/reference/api/enums#storesort`.
 */
export type SymbolTable = Record<string, string[]>;

/**
 * The pages that document a name, looked up as the table's own entry only: a reader's word such as
 * `constructor` or `toString` is a name like any other, not a member every object inherits.
 */
export const documentedAt = (symbols: SymbolTable, name: string): string[] | undefined =>
  Object.hasOwn(symbols, name) ? symbols[name] : undefined;

/** The pages that contain one word, with the engine's score for each (any scale). */
type TermMatches = ReadonlyMap<string, number>;

export interface SearchEngine {
  /**
   * Pages whose text holds `term` as a word, in any of its forms (`queries` for `query`), by route; with
   * `prefix`, also as the start of a longer word: the word a reader is still typing.
   */
  pagesWith(term: string, prefix: boolean): TermMatches | Promise<TermMatches>;
  /**
   * Where in a page's text a word found by `pagesWith` stands (word positions), when the engine knows:
   * a page whose words of the query stand together answers it better than one that has them apart.
   */
  positions?(term: string, url: string): readonly number[] | undefined;
  /** Tells that `term` stands where any of `words` stands (a file's name where its paths do). */
  standsFor?(term: string, words: readonly string[]): void;
}

export interface SearchOptions {
  /**
   * The query is being typed (the site's box searches on every key): its last word may be unfinished, so
   * it also finds the words it starts. A finished word finds only itself and its forms, so that
   * `installments` does not find `install` nor `product` find `production`.
   */
  typing?: boolean;
}

/**
 * `object.member` as a reader types it from code, or a path of names (`sdk/cart`, `ui/atoms/Slider`); not
 * a file name (`next.config.js`) nor a version (`1.9.11`).
 */
const DOTTED_MEMBER = /^[a-z_$@][\w$-]*([./][a-z_$][\w$-]*)+$/i;

/** What correction knows of the words around one query word. */
export interface Lexicon {
  /** Real words close to a correction target: typed on purpose, searched as typed. */
  realWords: ReadonlySet<string>;
  /** Words a mistyped query word may be corrected to: title words, keywords, names, common words. */
  corrections: readonly string[];
  /** A file's name → the paths the pages write it in, which the index holds as whole words. */
  files?: Readonly<Record<string, readonly string[]>>;
}

export interface SearchData {
  facts: ReadonlyMap<string, PageFacts>;
  symbols: SymbolTable;
  /** The lexicon for a word no page holds (the site fetches it by the word's first letter). */
  lexicon(word: string): Lexicon | Promise<Lexicon>;
}

interface RankedPage {
  url: string;
  score: number;
  /**
   * How well the page matches the query's words, as the notice of a poor match reads it: a missing word
   * costs more than in `score`, and where the words stand does not count.
   */
  strength: number;
  /** Share of the query's words that the page holds, in its text, title or keywords. */
  coverage: number;
  /** The section that documents the named symbol, when the query names one exactly. */
  anchor?: string;
}

export interface SearchOutcome {
  query: AnalysedQuery;
  /** The words searched for, after correction. */
  terms: string[];
  corrections: {from: string; to: string}[];
  pages: RankedPage[];
  /** Words that the best page does not hold: the search relaxed to the others. */
  missing: string[];
  /** Words that no page holds, in its text, title, keywords or documented names. */
  unmatched: string[];
  /**
   * The best page is a poor match (it lacks too many of the query's words) or there is none: a search
   * says so and offers ways on rather than a confident list.
   */
  weak: boolean;
}

/** A release note ranks at this share of its score unless the query asks about a release. */
const RELEASE_WEIGHT = 0.3;
/**
 * How much more a page that holds the query's words together scores than one that holds them apart:
 * a question's words stand together in the sentence that answers it ("a button that opens the
 * minicart"), while a long page mentions each somewhere.
 */
const NEARNESS_WEIGHT = 2;
/** Words of text a query word may take and still count as together: a short sentence for a short query. */
const NEAR_SPAN = 4;
/** Troubleshooting pages and upgrade guides: what explains an error message, where others only quote it. */
const ANSWERS_ERRORS = /troubleshoot|\/upgrade\//i;
/** The conceptual guides and each package's overview: what explains why a thing is as it is. */
const EXPLAINS = /^\/conceptual-guides\/|^\/reference\/(ui|sdk|api)\/faststore-(ui|sdk|api)$/;
/** How much more an explaining page scores than another for a question about why or what something is. */
const CONCEPT_PAGE_WEIGHT = 2;
/** How much more a release note weighs for a question asking when something came. */
const DATES_WEIGHT = 2;
/** How much more an error-explaining page scores than another for a query that is an error message. */
const ERROR_PAGE_WEIGHT = 1.6;
/**
 * How steeply a page's score falls with the share of the query's words (rare ones weighing more) it
 * lacks: for ordering pages, and for telling whether the best one is a poor match (./WEAK_SCORE).
 */
const RANK_COVERAGE_POWER = 1.5;
const WEAK_COVERAGE_POWER = 3;
/** How many letters of a further word being typed it takes to search for it. */
const MIN_TYPED = 2;
/** A query that is exactly a documented name puts that name's page above any other. */
const EXACT_NAME = 10;
/** The words of a title or keyword as they can be asked for: `useCart` also as `use` and `cart`. */
function fieldWords(text: string): string[] {
  const words = queryWords(text);
  const parts = words.flatMap((w) => w.split(/(?<=[a-z])(?=[A-Z])|[-_./]/).filter(Boolean));
  return [...new Set([...words, ...parts].map(fold))];
}

/**
 * Whether a query word asks for a title or keyword word: the same stem; for the word being typed, the
 * start of it; for a long word, one letter off (`selecter` asks for `selector`). A misspelling that is
 * itself a word some page holds is never corrected (./spelling), so the title forgives it here.
 */
function asksFor(term: string, word: string, prefix: boolean): boolean {
  if (prefix && term.length >= 3 && word.startsWith(term)) return true;
  if (stem(term) === stem(word)) return true;
  return term.length >= 7 && word.length >= 7 && editDistance(term, word, 1) <= 1;
}

const anyAsks = (term: string, words: readonly string[], prefix: boolean) =>
  words.some((w) => asksFor(term, w, prefix));

/** The route and anchor of a symbol's entry. */
function splitRoute(entry: string): {url: string; anchor?: string} {
  const at = entry.indexOf('#');
  return at === -1 ? {url: entry} : {url: entry.slice(0, at), anchor: entry.slice(at + 1)};
}

interface PageFields {
  title: string[];
  keywords: string[][];
  /** Each keyword's meaningful words. */
  namedBy: string[][];
}

const fieldCache = new WeakMap<PageFacts, PageFields>();
function fieldsOf(facts: PageFacts): PageFields {
  let fields = fieldCache.get(facts);
  if (!fields) {
    fields = {
      title: fieldWords(facts.title),
      keywords: facts.keywords.map(fieldWords),
      // What a query must name to name a whole keyword: its words that are not filler.
      namedBy: facts.keywords.map((text) =>
        queryWords(text)
          .filter((w) => !isFiller(w))
          .map(fold),
      ),
    };
    fieldCache.set(facts, fields);
  }
  return fields;
}

/**
 * Which query words to search for: each as typed when some page holds it or it is a real word, else
 * its correction when that finds pages.
 */
async function correctTerms(
  terms: readonly string[],
  typed: string | undefined,
  engine: SearchEngine,
  data: SearchData,
  portuguese: boolean,
  typedEnglish: string | undefined,
): Promise<{terms: string[]; corrections: {from: string; to: string}[]; matches: Map<string, TermMatches>}> {
  const matches = new Map<string, TermMatches>();
  const corrections: {from: string; to: string}[] = [];
  const searched: string[] = [];
  for (const term of terms) {
    const found = await engine.pagesWith(term, term === typed);
    // A file (`global.d.ts`, `graphql.ts`): the pages that write its name, and those that write a path
    // ending with it (`src/typings/global.d.ts`), which the index holds as one word.
    const file =
      FILE_NAME.test(term) && !documentedAt(data.symbols, term)
        ? await pagesOfFile(term, found, engine, data)
        : undefined;
    if (file) {
      if (file.name !== term) corrections.push({from: term, to: file.name});
      searched.push(file.name);
      matches.set(file.name, file.pages);
      continue;
    }
    // A query that is only a member written after its object (`useCart.addItem`, `StoreProduct.offers`),
    // which no page writes whole, is searched as its parts: each is documented on its own. Among other
    // words such a term split apart ranked worse.
    if (terms.length === 1 && found.size === 0 && !documentedAt(data.symbols, term) && DOTTED_MEMBER.test(term)) {
      for (const part of term.split(/[./]+/).filter((p) => p.length > 1 && !searched.includes(p))) {
        searched.push(part);
        matches.set(part, await engine.pagesWith(part, false));
      }
      continue;
    }
    // A word being typed that starts no word of the pages, and that the glossary has, is Portuguese
    // (`frete`, `carrinho` typed first): it is read as the pages' word, not corrected to a near one.
    const english = term === typed && found.size === 0 ? typedEnglish : undefined;
    const translated = english ? await engine.pagesWith(english, false) : undefined;
    if (english && translated && translated.size > 0) {
      corrections.push({from: term, to: english});
      searched.push(english);
      matches.set(english, translated);
      continue;
    }
    // A Portuguese question's word that no page holds is a word the translation lacks (`integrar`,
    // `pago`), not a typo of an English one (`integer`, `page`); a version no page names (`1.9.12`) is
    // not a typo of one a page does (`1.9.10`): the reader is told that no page holds it.
    const lexicon =
      found.size > 0 || documentedAt(data.symbols, term) || portuguese || isVersion(term)
        ? null
        : await data.lexicon(term);
    if (!lexicon || lexicon.realWords.has(term)) {
      searched.push(term);
      matches.set(term, found);
      continue;
    }
    const corrected = closestWord(term, lexicon.corrections);
    const retried = corrected ? await engine.pagesWith(corrected, false) : undefined;
    if (corrected && retried && retried.size > 0) {
      corrections.push({from: term, to: corrected});
      searched.push(corrected);
      matches.set(corrected, retried);
    } else {
      searched.push(term);
      matches.set(term, found);
    }
  }
  return {terms: [...new Set(searched)], corrections, matches};
}

/**
 * A file's name or the end of its path, with a source file's extension (`global.d.ts`,
 * `typings/global.d.ts`, `button.module.scss`).
 */
const FILE_NAME = /^[\w@./-]*[\w-]\.(tsx?|jsx?|mjs|cjs|json|s?css|mdx?|graphql|gql|ya?ml|html|txt|env)$/i;

/**
 * The pages of a file asked by its name or the end of its path: those that write it so (`found`), and
 * those that write a path ending with it. A name no page writes either way is corrected to the nearest
 * file name the pages write (`glabal.d.ts`).
 */
async function pagesOfFile(
  term: string,
  found: TermMatches,
  engine: SearchEngine,
  data: SearchData,
): Promise<{name: string; pages: TermMatches} | undefined> {
  const slash = term.lastIndexOf('/');
  const files = (await data.lexicon(term.slice(slash + 1))).files ?? {};
  const pathsTo = (name: string) => (files[name.slice(slash + 1)] ?? []).filter((p) => p.endsWith(`/${name}`));
  let name = term;
  let paths = pathsTo(term);
  if (paths.length === 0 && found.size === 0) {
    const near = slash === -1 ? closestWord(term, Object.keys(files)) : null;
    if (!near) return undefined;
    name = near;
    paths = pathsTo(near);
    found = await engine.pagesWith(near, false);
  }
  const pages = new Map(found);
  engine.standsFor?.(name, paths);
  for (const path of paths) {
    for (const [url, score] of await engine.pagesWith(path, false))
      pages.set(url, Math.max(score, pages.get(url) ?? 0));
  }
  return pages.size > 0 ? {name, pages} : undefined;
}

/** Searches `text` with `engine` and ranks the pages it finds. */
export async function runSearch(
  text: string,
  engine: SearchEngine,
  data: SearchData,
  options: SearchOptions = {},
): Promise<SearchOutcome> {
  // The word still being typed: the last one, unless a space or punctuation after it says it is finished.
  const unfinished = Boolean(options.typing) && /[\p{L}\p{N}]$/u.test(text);
  const query = analyseQuery(text, {lastWordUnfinished: unfinished});
  const typed = unfinished ? query.terms.at(-1) : undefined;
  // The first letter of a further word says little of it, and the engine would download the part of the
  // index where that letter's words start: until its second letter, the words before it are searched.
  const searched =
    typed !== undefined && typed.length < MIN_TYPED && query.terms.length > 1 ? query.terms.slice(0, -1) : query.terms;
  // A glossary word being typed (`loja`, `frete`) makes the question Portuguese before it is finished,
  // as it does once finished: the words before it are not corrected into English ones meanwhile.
  const typedEnglish = typed !== undefined ? englishOf(typed) : undefined;
  const corrected = await correctTerms(searched, typed, engine, data, query.portuguese || !!typedEnglish, typedEnglish);
  const {corrections, matches} = corrected;
  const read =
    typed !== undefined && typedEnglish !== undefined
      ? {...query, portuguese: true, translated: [...query.translated, {from: typed, to: typedEnglish}]}
      : query;
  const terms = untranslatedSetAside(read, corrected.terms, matches, data);
  await alsoWordsOfSameMeaning(terms, matches, engine, typed);
  const prefix = (term: string) => term === typed;
  const pages = oneOfEachStepFirst(rankPages(query, terms, matches, data, prefix, engine), terms);
  const best = pages[0];
  const missing = best ? terms.filter((t) => !holds(best.url, t, matches, data, prefix)) : terms;
  const unmatched = missing.filter((t) => !pages.some((page) => holds(page.url, t, matches, data, prefix)));
  // A release no page names (`1.9.13 breaking changes`): the pages about other releases do not answer it.
  const otherRelease = unmatched.some(isVersion);
  return {query, terms, corrections, pages, missing, unmatched, weak: isWeak(best) || otherRelease};
}

/** How much a page holding another word of the same meaning scores for a word, against holding the word itself. */
const SAME_MEANING_SHARE = 0.8;

/**
 * Counts the pages that hold a word of the same meaning as a query's word (`keep`: `save`, `persist`)
 * as holding it, scoring a little less than the word's own pages. The word being typed is left as
 * typed: it may still become another word.
 */
async function alsoWordsOfSameMeaning(
  terms: readonly string[],
  matches: Map<string, TermMatches>,
  engine: SearchEngine,
  typed: string | undefined,
): Promise<void> {
  for (const term of terms) {
    const others = term === typed ? undefined : (SAME_MEANING.get(term) ?? SAME_MEANING.get(stem(term)));
    if (!others) continue;
    const own = new Map(matches.get(term));
    const top = Math.max(0, ...own.values());
    for (const other of others.filter((word) => !terms.includes(word))) {
      const found = await engine.pagesWith(other, false);
      const otherTop = Math.max(0, ...found.values()) || 1;
      for (const [url, score] of found) {
        const scaled = SAME_MEANING_SHARE * (top || otherTop) * (score / otherTop);
        if ((own.get(url) ?? 0) < scaled) own.set(url, scaled);
      }
    }
    matches.set(term, own);
  }
}

/**
 * The endings of Portuguese verb forms (`conectar`, `existem`, `publiquei`, `mudando`, `criado`).
 */
const PORTUGUESE_VERB = /(ar|er|ir|ando|endo|indo|ei|ou|am|em|iza|izam|ado|ados|ada|adas|ido|idos|ida|idas)$/;

/**
 * The verbs of a Portuguese question that no page holds, set aside when the question names the
 * portal's own things in Portuguese (`loja`, `carrinho`, `conta`): a verb says what the reader does, as
 * the English filler verbs do (`write`, `make`), and the translation knows the portal's nouns, not
 * every verb a reader conjugates around them. A noun no page holds stays a missing word (`previsão do
 * tempo`, `mercado pago`): that is what such a question is about, and it may be about something the
 * portal does not cover. A question whose words all go unmatched keeps them.
 */
function untranslatedSetAside(
  query: AnalysedQuery,
  terms: string[],
  matches: ReadonlyMap<string, TermMatches>,
  data: SearchData,
): string[] {
  if (!query.portuguese || query.translated.length === 0) return terms;
  const kept = terms.filter(
    (t) => (matches.get(t)?.size ?? 0) > 0 || documentedAt(data.symbols, t) || !PORTUGUESE_VERB.test(t),
  );
  return kept.length > 0 ? kept : terms;
}

function holds(
  url: string,
  term: string,
  matches: ReadonlyMap<string, TermMatches>,
  data: SearchData,
  prefix: (term: string) => boolean,
): boolean {
  if (matches.get(term)?.has(url)) return true;
  // A name the page documents is on it, whatever the engine splits it into (`price_desc` as `price desc`).
  if (documentedAt(data.symbols, term)?.some((entry) => splitRoute(entry).url === url)) return true;
  const facts = data.facts.get(url);
  if (!facts) return false;
  const fields = fieldsOf(facts);
  return anyAsks(term, fields.title, prefix(term)) || fields.keywords.some((k) => anyAsks(term, k, prefix(term)));
}

/**
 * Below this score the best page is a poor match. The score already weighs how many of the query's
 * words the page holds, rare words more (a word most pages hold, `under` or `page`, hardly counts), and
 * whether they name its title or keywords: a page that lacks a common word of a long question still
 * scores well, one that holds only a common word of a question about something else does not.
 */
const WEAK_SCORE = 0.025;

/**
 * Whether `best` is a poor match: the first page shown, which an area filter may make another page
 * than the outcome's first (whose own poor match is the outcome's `weak`).
 */
export function isWeak(best: Pick<RankedPage, 'strength'> | undefined): boolean {
  return !best || best.strength < WEAK_SCORE;
}

function rankPages(
  query: AnalysedQuery,
  terms: readonly string[],
  matches: ReadonlyMap<string, TermMatches>,
  data: SearchData,
  prefix: (term: string) => boolean,
  engine: SearchEngine,
): RankedPage[] {
  if (terms.length === 0) return [];
  // Each word's scores are compared with that word's best page, so a common word weighs no more than a rare one.
  const textScore = new Map<string, number>();
  for (const term of terms) {
    const found = matches.get(term);
    if (!found || found.size === 0) continue;
    const top = Math.max(...found.values()) || 1;
    for (const [url, score] of found) textScore.set(url, (textScore.get(url) ?? 0) + score / top / terms.length);
  }
  // A rare word says more about what is asked than a word most pages hold (`editors` against `page`).
  const weightOf = new Map(terms.map((t) => [t, rarity(matches.get(t)?.size ?? 0, data.facts.size)] as const));
  const totalWeight = terms.reduce((sum, t) => sum + weightOf.get(t)!, 0) || 1;
  const named = namedSymbols(query, data.symbols);
  const candidates = new Set([...textScore.keys(), ...named.keys()]);
  const ranked: RankedPage[] = [];
  for (const url of candidates) {
    const facts = data.facts.get(url);
    if (!facts) continue;
    const fields = fieldsOf(facts);
    const inTitle = terms.filter((t) => anyAsks(t, fields.title, prefix(t)));
    const inKeywords = terms.filter((t) => fields.keywords.some((k) => anyAsks(t, k, prefix(t))));
    const covered = terms.filter((t) => matches.get(t)?.has(url) || inTitle.includes(t) || inKeywords.includes(t));
    const coverage = covered.length / terms.length;
    const weightedCoverage = covered.reduce((sum, t) => sum + weightOf.get(t)!, 0) / totalWeight;
    // The query names a whole keyword ("loading placeholder"); a title named whole already counts as title words.
    // A word is named by its own stem, not by its start: `loading` does not name `LoadingButton`.
    const keywordNamed = fields.namedBy.some(
      (words) => words.length > 0 && words.every((w) => terms.some((t) => stem(t) === stem(w))),
    );
    const match =
      0.4 * (textScore.get(url) ?? 0) +
      (0.35 * inTitle.length) / terms.length +
      (0.25 * inKeywords.length) / terms.length +
      (keywordNamed ? 0.3 : 0);
    // Ranking forgives a missing word more than the notice of a poor match does: among the pages a
    // search relaxes to, the one that answers the other words well is still the best one to show.
    let score = weightedCoverage ** RANK_COVERAGE_POWER * match;
    let strength = weightedCoverage ** WEAK_COVERAGE_POWER * match;
    const symbol = named.get(url);
    // The whole query is a documented name: its page comes first whatever else matches.
    if (symbol) {
      score += symbol.bonus;
      strength += symbol.bonus;
    }
    if (facts.release && !query.aboutRelease) {
      score *= RELEASE_WEIGHT;
      strength *= RELEASE_WEIGHT;
    }
    // "When did … come" is answered by the release note that brought it, among the pages that document it.
    if (query.asksWhen && facts.release) score *= DATES_WEIGHT;
    // "Why …" and "what is …" are answered by the page that explains the idea, among the guides that use it.
    if (query.aboutConcept && EXPLAINS.test(url)) score *= CONCEPT_PAGE_WEIGHT;
    // A pasted error message is answered by the page that explains that error, among the pages that quote it.
    if (query.aboutError && ANSWERS_ERRORS.test(`${url} ${facts.title}`)) score *= ERROR_PAGE_WEIGHT;
    // Among pages that hold the words, the one that holds them together answers the question.
    if (terms.length > 1) score *= 1 + NEARNESS_WEIGHT * nearness(terms, url, engine);
    ranked.push({url, score, strength, coverage, ...(symbol?.anchor && {anchor: symbol.anchor})});
  }
  return ranked.sort((a, b) => b.score - a.score || a.url.length - b.url.length || a.url.localeCompare(b.url));
}

/** How much a word says about what is asked: more, the fewer of the `pageCount` pages hold it. */
export const rarity = (pagesHolding: number, pageCount: number): number => Math.log(1 + pageCount / (1 + pagesHolding));

/** How many first results show one of a tutorial step's two pages before the other. */
const DISTINCT_FIRST = 3;

/**
 * The tutorials that walk through the same steps, one for each starter's framework: a step's Gatsby
 * and Next.js pages score alike for any question, so the second one is right when the first one is.
 * Beside it among the first results, it only takes the place of another page that may answer. (The
 * upgrade pages of one package are not such twins: each answers its own pair of releases.)
 */
const TUTORIAL_STEP = /^\/tutorials\/(gatsby|nextjs)\/(.+)$/;

/** The framework a query names (`gatsby`, `next.js`), whose tutorial answers it rather than the other's. */
function frameworkNamed(terms: readonly string[]): string | undefined {
  if (terms.includes('gatsby')) return 'gatsby';
  if (terms.some((t) => t === 'nextjs' || t === 'next.js')) return 'nextjs';
  return undefined;
}

/**
 * The ranked pages, with the first `DISTINCT_FIRST` showing one page of each tutorial step, and none
 * of the tutorial of a framework the query does not name when it names the other: those follow them.
 */
function oneOfEachStepFirst(ranked: readonly RankedPage[], terms: readonly string[]): RankedPage[] {
  const named = frameworkNamed(terms);
  if (named === undefined) ranked = defaultTwinFirst(ranked);
  const shown: RankedPage[] = [];
  const waiting: RankedPage[] = [];
  const steps = new Set<string>();
  for (const page of ranked) {
    if (shown.length >= DISTINCT_FIRST) shown.push(...waiting.splice(0));
    const [, framework, step] = TUTORIAL_STEP.exec(page.url) ?? [];
    const held = step !== undefined && (steps.has(step) || (named !== undefined && framework !== named));
    if (shown.length < DISTINCT_FIRST && held) waiting.push(page);
    else {
      if (step !== undefined) steps.add(step);
      shown.push(page);
    }
  }
  return [...shown, ...waiting];
}

/** The starter the quickstart and the tutorials show first, in their tabs. */
const DEFAULT_FRAMEWORK = 'gatsby';

/** How close two tutorial twins' scores are for the default starter's to come first. */
const TWIN_TIE = 1.25;

/**
 * The ranked pages, with a step of the default starter's tutorial before its twin when the two score
 * about the same: a question that names no framework reads as the portal's default track.
 */
function defaultTwinFirst(ranked: readonly RankedPage[]): RankedPage[] {
  const pages = [...ranked];
  for (let i = 0; i < pages.length; i += 1) {
    const [, framework, step] = TUTORIAL_STEP.exec(pages[i].url) ?? [];
    if (step === undefined || framework === DEFAULT_FRAMEWORK) continue;
    const j = pages.findIndex((p, k) => k > i && p.url === `/tutorials/${DEFAULT_FRAMEWORK}/${step}`);
    if (j === -1 || pages[j].score * TWIN_TIE < pages[i].score) continue;
    pages.splice(i, 0, ...pages.splice(j, 1));
  }
  return pages;
}

interface NamedSymbol {
  bonus: number;
  anchor?: string;
}

/**
 * Pages that document the name a whole query gives exactly (`price_desc`, `useCart`, `StoreProduct`): its
 * page comes first, at the section that documents it. A name among other words (`sort` in "sort products
 * by price") is ranked as a word: lifting its page ranked worse on the questions held out from tuning,
 * and linking its section instead of the one that holds the query's words together changed nothing.
 */
function namedSymbols(query: AnalysedQuery, symbols: SymbolTable): Map<string, NamedSymbol> {
  const named = new Map<string, NamedSymbol>();
  const entries = documentedAt(symbols, fold(query.text.replace(/\(\)$/, ''))) ?? [];
  for (const entry of entries) {
    const {url, anchor} = splitRoute(entry);
    named.set(url, {bonus: EXACT_NAME / entries.length, anchor});
  }
  return named;
}

/** The shortest stretch of a page's text that holds each query word its text holds: where it starts, its length. */
interface Stretch {
  /** How many of the query's words the page's text holds. */
  held: number;
  start: number;
  length: number;
}

/**
 * The shortest stretch of a page's text that holds every query word its text holds, or undefined when it
 * holds fewer than two or the engine does not tell where words stand.
 */
export function closestStretch(terms: readonly string[], url: string, engine: SearchEngine): Stretch | undefined {
  const marks = marksOf(terms, url, engine);
  const held = new Set(marks.map(([, word]) => word)).size;
  if (held < 2) return undefined;
  const count = new Map<number, number>();
  let best = {start: 0, length: Infinity};
  let first = 0;
  // The shortest stretch ending at each mark that holds every held word, found by moving its start on.
  for (const [position, word] of marks) {
    count.set(word, (count.get(word) ?? 0) + 1);
    while (count.size === held) {
      const length = position - marks[first][0] + 1;
      if (length < best.length) best = {start: marks[first][0], length};
      const t = marks[first][1];
      const c = count.get(t)! - 1;
      if (c === 0) count.delete(t);
      else count.set(t, c);
      first += 1;
    }
  }
  return {held, ...best};
}

/**
 * How closely a page's text holds the query's words together, 0 to 1: the share of the query's words
 * (beyond one) that the page's text holds, discounted when the shortest stretch of text holding each of
 * them is longer than NEAR_SPAN words a word. 0 when the engine does not tell where words stand.
 */
export function nearness(terms: readonly string[], url: string, engine: SearchEngine): number {
  const stretch = closestStretch(terms, url, engine);
  if (!stretch) return 0;
  return ((stretch.held - 1) / (terms.length - 1)) * Math.min(1, (stretch.held * NEAR_SPAN) / stretch.length);
}

/**
 * Where a page's text best answers the query, for linking its section: the stretch of at most
 * `span` words that holds the most of the query's words, a rare word counting more than a common one
 * (`weightOf`), the shortest such. Where the closest stretch must hold every word, a common word the
 * answering section lacks (`error` in a pasted message) would pull the link to a neighbouring section.
 */
export function answeringStretch(
  terms: readonly string[],
  url: string,
  engine: SearchEngine,
  weightOf: (term: string) => number,
  span: number,
): Stretch | undefined {
  const marks = marksOf(terms, url, engine);
  if (marks.length === 0) return undefined;
  const count = new Map<number, number>();
  let best: {score: number; held: number; start: number; length: number} | undefined;
  let first = 0;
  for (const [position, word] of marks) {
    count.set(word, (count.get(word) ?? 0) + 1);
    while (position - marks[first][0] + 1 > span) {
      const t = marks[first][1];
      const c = count.get(t)! - 1;
      if (c === 0) count.delete(t);
      else count.set(t, c);
      first += 1;
    }
    // The window's start moves on past words it holds again later in it: the shortest window.
    while (count.get(marks[first][1])! > 1) {
      count.set(marks[first][1], count.get(marks[first][1])! - 1);
      first += 1;
    }
    const score = [...count.keys()].reduce((sum, t) => sum + weightOf(terms[t]), 0);
    const length = position - marks[first][0] + 1;
    if (!best || score > best.score + 1e-9 || (Math.abs(score - best.score) <= 1e-9 && length < best.length)) {
      best = {score, held: count.size, start: marks[first][0], length};
    }
  }
  return best && {held: best.held, start: best.start, length: best.length};
}

/** Where each of the query's words stands in a page's text, in order: [position, index of the word]. */
function marksOf(terms: readonly string[], url: string, engine: SearchEngine): [number, number][] {
  const marks: [number, number][] = [];
  terms.forEach((term, i) => {
    for (const p of engine.positions?.(term, url) ?? []) marks.push([p, i]);
  });
  return marks.sort((a, b) => a[0] - b[0]);
}
