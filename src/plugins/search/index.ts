/**
 * The local search: after every build, a Pagefind index of the production HTML in `<outDir>/pagefind/`,
 * split into small files so that a query downloads only the index chunks of its words and the pages it
 * shows; beside it the ranking's data (packages/shared/src/search: page titles, keywords and Pagefind ids, the symbol
 * table, and per letter the common words and real words that spelling correction needs). It fails the
 * build on a keyword that names something its page does not have. With hosted DocSearch configured it
 * does nothing: DocSearch brings its own index, search bar and results page.
 *
 * Under `npm start` there is no production HTML to index: the development server serves the last
 * build's index when `build/pagefind` exists, and the plugin tells the search which case it is in
 * (global data `devIndex`), so that it says so rather than failing like a lost connection.
 */
import {existsSync} from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import os from 'node:os';
import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import {gunzipSync} from 'node:zlib';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {DevIndex} from '../../components/search/devIndex';
import {EXCLUDED_SELECTORS, isIndexed, markForIndex} from './documents';
import {areaOf} from '@faststore-docs/shared/search/areas';
import {
  echoedKeywords,
  keywordsOf,
  misfitKeywords,
  serialiseSearchData,
  symbolTable,
} from '@faststore-docs/shared/search/build';
import {PART_NAMES, PARTS} from '@faststore-docs/shared/search/questions';
import type {PageFacts} from '@faststore-docs/shared/search/rank';
import {LETTERS} from '@faststore-docs/shared/search/data';
import {runsAfterBuild} from '../afterBuildSteps';
import {builtSite, h1Text} from '../builtSite';

const run = promisify(execFile);

/**
 * Size of Pagefind's index chunks before compression. A word in a chunk not yet downloaded fetches that
 * whole chunk, and a question fetches one or more for each of its words (and their words of the same
 * meaning): Pagefind's default makes ~30 KB gzip chunks for this site, 12,000 made ~18 KB ones and a
 * five-word first question cost 234 KB; at 1,500 (~3 KB each, as Pagefind writes them compressed) it costs about 140 KB, within the
 * first query's budget, for a few more requests. 800 saved 4 KB more for a hundred more files
 * (`npm run bench`, section "Search"). Pagefind reads it from this variable (marked unstable, so
 * package.json pins Pagefind's exact version).
 */
const INDEX_CHUNK_SIZE = 1500;

/** Pagefind's default UIs and the WebAssembly for pages without a language (every page here is English). */
const UNUSED_OUTPUT = /^(pagefind-(ui|component-ui|modular-ui|highlight)\.(js|css)|wasm\.unknown\.pagefind)$/;

/** The ranking's data beside Pagefind's index: page titles, keywords and ids, the symbol table, corrections. */
const SEARCH_DATA = 'search-data.json';
/** Common words and real words near a correction target, one file per first letter (packages/shared/src/search/data). */
const WORDS = 'words';

/**
 * Pagefind's id of each page (the name of its fragment file, which the browser's results carry), by
 * route: a fragment is the page's record, gzipped JSON after a signature.
 */
async function fragmentIds(dir: string): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const file of await fs.readdir(dir)) {
    const text = gunzipSync(await fs.readFile(path.join(dir, file))).toString('utf8');
    const {url} = JSON.parse(text.slice(text.indexOf('{'))) as {url: string};
    ids.set(url, file.replace(/\.pf_fragment$/, ''));
  }
  return ids;
}

/** Whether a build left an index in `outDir` for the development server to serve. */
function devIndexOf(outDir: string): DevIndex {
  return existsSync(path.join(outDir, 'pagefind', 'pagefind.js')) ? 'last-build' : 'none';
}

export default function searchPlugin(context: LoadContext): Plugin {
  const hosted = Boolean(context.siteConfig.themeConfig.algolia);
  // `docusaurus start` runs in development, `docusaurus build` in production.
  const development = process.env.NODE_ENV === 'development';
  return {
    name: 'faststore-search',
    // The search bar and /search page of the local search; DocSearch's replace them when it is configured.
    ...(!hosted && {getThemePath: () => path.join(__dirname, 'theme')}),
    async contentLoaded({actions}) {
      if (hosted) return;
      actions.addRoute({path: '/search', component: '@theme/SearchPage', exact: true});
      if (development) actions.setGlobalData({devIndex: devIndexOf(context.outDir)});
    },
    configureWebpack(_config, isServer) {
      if (hosted || !development || isServer || devIndexOf(context.outDir) === 'none') return undefined;
      // Added to the development server's static directories (webpack-merge appends to the list). Not
      // watched: a build writing a new index must not reload the pages open in the browser.
      const directory = path.join(context.outDir, 'pagefind');
      const devServer = {static: [{directory, publicPath: `${context.baseUrl}pagefind`, watch: false}]};
      // webpack's own type leaves `devServer` out (webpack-dev-server adds it), Docusaurus reads it.
      return {devServer} as ReturnType<NonNullable<Plugin['configureWebpack']>>;
    },
    async postBuild(props) {
      if (hosted || !runsAfterBuild('search')) return;
      const {outDir} = props;
      const site = builtSite(props);
      const symbols = symbolTable(context.siteDir);
      const facts: PageFacts[] = [];
      const texts: string[] = [];
      const pages: {url: string; content: string}[] = [];
      const misfits: string[] = [];
      for (const route of site.routes()) {
        const html = site.html(route);
        if (html === undefined || site.noIndex(route) || !isIndexed(route, html)) continue;
        const keywords = keywordsOf(html);
        const text = site.mainText(route);
        for (const keyword of misfitKeywords({url: route, keywords, text}, symbols)) {
          misfits.push(`${route}: "${keyword}"`);
        }
        pages.push({url: route, content: markForIndex(html, areaOf(route), keywords)});
        texts.push(text);
        facts.push({url: route, title: h1Text(html), release: areaOf(route) === 'Release notes', keywords});
      }
      const echoed = echoedKeywords(
        facts,
        PART_NAMES.flatMap((part) => PARTS[part].questions.map((q) => q.query)),
      );
      if (echoed.length > 0) {
        throw new Error(
          `Search keywords that repeat a question the search is measured on, so that it would only measure itself (reword or remove them in the page's front matter \`keywords\`):\n  ${echoed.map((e) => `${e.url}: "${e.keyword}" repeats "${e.question}"`).join('\n  ')}`,
        );
      }
      if (misfits.length > 0) {
        throw new Error(
          `Search keywords that name something their page neither documents nor mentions (edit the page's front matter \`keywords\`):\n  ${misfits.join('\n  ')}`,
        );
      }
      const work = await fs.mkdtemp(path.join(os.tmpdir(), 'faststore-search-'));
      try {
        const job = path.join(work, 'job.json');
        const outputPath = path.join(outDir, 'pagefind');
        await fs.writeFile(job, JSON.stringify({outputPath, excludeSelectors: EXCLUDED_SELECTORS, pages}));
        await run(process.execPath, [path.join(__dirname, 'pagefind-index.mjs'), job], {
          cwd: context.siteDir,
          env: {...process.env, PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE: String(INDEX_CHUNK_SIZE)},
        });
      } finally {
        await fs.rm(work, {recursive: true, force: true});
      }
      // Pagefind also writes its ready-made search interfaces, which this site does not use: not published.
      for (const file of await fs.readdir(path.join(outDir, 'pagefind'))) {
        if (UNUSED_OUTPUT.test(file)) await fs.rm(path.join(outDir, 'pagefind', file));
      }
      const ids = await fragmentIds(path.join(outDir, 'pagefind', 'fragment'));
      const withIds = facts.map((f) => ({...f, id: ids.get(f.url)}));
      const {words, ...firstQuery} = serialiseSearchData(withIds, symbols, texts);
      await fs.writeFile(path.join(outDir, 'pagefind', SEARCH_DATA), JSON.stringify(firstQuery));
      // Common and real words are needed only before a correction, so each letter's are a file of their own.
      await fs.mkdir(path.join(outDir, 'pagefind', WORDS), {recursive: true});
      for (const letter of LETTERS) {
        const file = path.join(outDir, 'pagefind', WORDS, `${letter}.json`);
        await fs.writeFile(file, JSON.stringify(words[letter] ?? {common: [], real: []}));
      }
      // For the end-to-end tests, which check that every page a reader can reach is indexed. Dot-files are
      // not published.
      const urls = pages.map((p) => p.url);
      await fs.writeFile(path.join(outDir, '.search-pages.json'), `${JSON.stringify(urls, null, 1)}\n`);
    },
  };
}
