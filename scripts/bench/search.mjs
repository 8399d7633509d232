#!/usr/bin/env node
/**
 * Benchmark section "Search": what the local search costs a reader, measured in Chromium against the
 * served build. Bytes are as transferred with gzip: a response the server compressed counts its encoded
 * size; an uncompressed one counts what gzip would make of it (the test server does not compress, nginx
 * does), or its own size when that is smaller (Pagefind's index files are compressed already).
 *
 * - page load: search requests while a page loads (the search box only: expected none);
 * - first query of a visit: everything downloaded from opening the dialog to the results of a query
 *   (dialog code, Pagefind's script and WebAssembly, index chunks, the shown results' fragments), typed
 *   at a steady pace and, in a visit of its own, by a reader who hesitates mid-word: the dialog shows a
 *   word's results once typing pauses, so a hesitation shows (and may download the text of) the results
 *   of the word's start too;
 * - further query: a second query in the same visit;
 * - time from the last keystroke to its results on screen, with the parts already downloaded (median): their
 *   titles and links, and the texts downloaded before; other texts in view follow once typing pauses.
 *
 * Alone: `node scripts/bench/search.mjs [origin]` against `node e2e/server/static-server.mjs --port <p>`.
 */
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';
import {launchChromium, median} from '../bench-common.mjs';

/** The index the previous search plugin shipped, one file downloaded whole on the first keystroke. */
const OLD_INDEX = {bytes: 3024.6 * 1024, gzipBytes: 757.9 * 1024};
const FIRST_QUERY = 'useCart';
/**
 * First queries asked as questions, each in a visit of its own: several words each download their part
 * of the index, and a Portuguese question or an error message reads other parts than an English one.
 */
const FIRST_QUESTIONS = [
  'remove an item from the cart',
  'add a custom section editors can use in the headless cms',
  'como mudar a cor do botão',
  'Error: Malformed channel string',
];
const FURTHER_QUERIES = ['checkout', 'ProductCard', 'allProducts'];
const TIMED_QUERIES = ['useCart', 'checkout', 'ProductCard', 'allProducts', 'usecrat'];
const PAGE = '/docs';
/** A fast typist's pace between keys: the search runs on every key, as it does for a reader. */
const KEY_DELAY_MS = 100;
/** The hesitating reader stops after `use` for longer than the dialog's typing pause, then finishes the word. */
const HESITATION = {after: 3, ms: 400};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function transferred(response) {
  const encoding = (await response.allHeaders())['content-encoding'];
  const sizes = await response.request().sizes();
  if (encoding) return sizes.responseBodySize;
  const body = await response.body().catch(() => Buffer.alloc(0));
  return Math.min(body.length, zlib.gzipSync(body, {level: 6}).length);
}

/** Records every response from `start()` on; `stop()` returns them with their gzip sizes. */
function recorder(page) {
  let pending = [];
  const onResponse = (response) => pending.push(response);
  return {
    start() {
      pending = [];
      page.on('response', onResponse);
    },
    async stop() {
      page.off('response', onResponse);
      const rows = [];
      for (const response of pending) rows.push({url: response.url(), bytes: await transferred(response)});
      return rows;
    },
  };
}

const total = (rows) => rows.reduce((sum, r) => sum + r.bytes, 0);
const isSearch = (url) => /\/pagefind\/|SearchModal|search/i.test(url);

/** Types `query` (pausing `hesitation.ms` after its first `hesitation.after` letters) and waits for its results. */
async function typeQuery(page, query, hesitation) {
  const input = page.getByRole('combobox', {name: 'Search the documentation'});
  await input.fill('');
  if (hesitation) {
    await input.pressSequentially(query.slice(0, hesitation.after), {delay: KEY_DELAY_MS});
    await page.waitForTimeout(hesitation.ms);
    await input.pressSequentially(query.slice(hesitation.after), {delay: KEY_DELAY_MS});
  } else {
    await input.pressSequentially(query, {delay: KEY_DELAY_MS});
  }
  // The results, then the text of the pages in view, which the list is busy downloading.
  await page.locator(`[role="listbox"][data-results-for="${query}"]:not([aria-busy="true"])`).waitFor();
  await page.waitForLoadState('networkidle');
}

/** Opens `PAGE` in a visit of its own (nothing cached); `rec` starts recording once it has loaded. */
async function visit(browser, origin) {
  const page = await browser.newPage();
  const rec = recorder(page);
  rec.start();
  await page.goto(`${origin}${PAGE}`);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.waitForLoadState('networkidle');
  return {page, rec, onLoad: await rec.stop()};
}

export default async function measure({origin, log}) {
  const browser = await launchChromium();
  try {
    const hesitant = await visit(browser, origin);
    hesitant.rec.start();
    await hesitant.page.keyboard.press('Control+k');
    await typeQuery(hesitant.page, FIRST_QUERY, HESITATION);
    const paused = await hesitant.rec.stop();
    await hesitant.page.close();
    const pausedAs = `${FIRST_QUERY.slice(0, HESITATION.after)}…${FIRST_QUERY.slice(HESITATION.after)}`;
    log(`first query "${pausedAs}" (${HESITATION.ms} ms pause): ${kb(total(paused))} in ${paused.length} requests`);

    const questions = [];
    for (const query of FIRST_QUESTIONS) {
      const asking = await visit(browser, origin);
      asking.rec.start();
      await asking.page.keyboard.press('Control+k');
      await typeQuery(asking.page, query);
      const rows = await asking.rec.stop();
      await asking.page.close();
      questions.push({query, rows});
      log(`first query "${query}": ${kb(total(rows))} in ${rows.length} requests`);
    }

    const {page, rec, onLoad: loaded} = await visit(browser, origin);
    const onLoad = loaded.filter((r) => isSearch(r.url));
    log(`search requests on page load: ${onLoad.length}`);

    rec.start();
    await page.keyboard.press('Control+k');
    await typeQuery(page, FIRST_QUERY);
    const first = await rec.stop();
    log(`first query "${FIRST_QUERY}": ${kb(total(first))} in ${first.length} requests`);

    const further = [];
    for (const query of FURTHER_QUERIES) {
      rec.start();
      await typeQuery(page, query);
      const rows = await rec.stop();
      further.push({query, gzipBytes: total(rows), requests: rows.map((r) => ({...r, url: new URL(r.url).pathname}))});
      log(`further query "${query}": ${kb(total(rows))} in ${rows.length} requests`);
    }

    // Every part of these queries is downloaded now; time each from its last key to its results.
    for (const query of TIMED_QUERIES) await typeQuery(page, query);
    const times = [];
    for (let run = 0; run < 3; run++) {
      for (const query of TIMED_QUERIES) {
        const input = page.getByRole('combobox', {name: 'Search the documentation'});
        await input.fill('');
        await page.evaluate((target) => {
          const w = window;
          w.__searchTimer = {target, last: 0, shown: 0};
          document.addEventListener(
            'keydown',
            () => {
              w.__searchTimer.last = performance.now();
              w.__searchTimer.shown = 0;
            },
            {capture: true},
          );
          const watch = () => {
            const list = document.querySelector('[role="listbox"][data-results-for]');
            if (list?.getAttribute('data-results-for') === w.__searchTimer.target && !w.__searchTimer.shown) {
              w.__searchTimer.shown = performance.now();
            }
            requestAnimationFrame(watch);
          };
          requestAnimationFrame(watch);
        }, query);
        await input.pressSequentially(query, {delay: KEY_DELAY_MS});
        await page.waitForFunction(() => window.__searchTimer.shown > 0);
        times.push(await page.evaluate(() => window.__searchTimer.shown - window.__searchTimer.last));
      }
    }
    const ms = median(times);
    log(`last keystroke to results (cached): median ${ms.toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`);

    const furtherMax = Math.max(...further.map((f) => f.gzipBytes));
    const json = {
      pageLoadSearchRequests: onLoad.length,
      firstQuery: {
        query: FIRST_QUERY,
        gzipBytes: total(first),
        requests: first.map((r) => ({...r, url: new URL(r.url).pathname})),
      },
      firstQueryHesitant: {
        query: FIRST_QUERY,
        pauseAfter: FIRST_QUERY.slice(0, HESITATION.after),
        pauseMs: HESITATION.ms,
        gzipBytes: total(paused),
        requests: paused.map((r) => ({...r, url: new URL(r.url).pathname})),
      },
      firstQuestions: questions.map(({query, rows}) => ({
        query,
        gzipBytes: total(rows),
        requests: rows.map((r) => ({...r, url: new URL(r.url).pathname})),
      })),
      furtherQueries: further,
      furtherQueryMaxGzipBytes: furtherMax,
      cachedResultsMs: {median: ms, max: Math.max(...times), runs: times.length},
      oldIndex: OLD_INDEX,
    };
    const markdown = [
      `Local search (Pagefind), measured in Chromium on \`${PAGE}\` against the served build; bytes are gzip as transferred.`,
      '',
      '| what | figure |',
      '| --- | --- |',
      `| search requests while a page loads | ${onLoad.length} |`,
      `| first query of a visit (\`${FIRST_QUERY}\`: dialog code, Pagefind, WebAssembly, index chunks, fragments) | ${kb(total(first))} in ${first.length} requests |`,
      `| first query of a visit, the reader pausing ${HESITATION.ms} ms after \`${FIRST_QUERY.slice(0, HESITATION.after)}\` | ${kb(total(paused))} in ${paused.length} requests |`,
      ...questions.map(
        ({query, rows}) =>
          `| first query of a visit asked as a question (\`${query}\`) | ${kb(total(rows))} in ${rows.length} requests |`,
      ),
      ...further.map((f) => `| further query \`${f.query}\` | ${kb(f.gzipBytes)} in ${f.requests.length} requests |`),
      `| last keystroke to results on screen (titles, links, texts downloaded before), parts cached (median of ${times.length}) | ${ms.toFixed(0)} ms (max ${Math.max(...times).toFixed(0)} ms) |`,
      `| previous local index, downloaded whole on the first keystroke | ${kb(OLD_INDEX.bytes)} (${kb(OLD_INDEX.gzipBytes)} gzip) |`,
    ].join('\n');
    return {title: 'Search', markdown, json};
  } finally {
    await browser.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const origin = process.argv[2] || process.env.BENCH_ORIGIN || 'http://127.0.0.1:4500';
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  const result = await measure({
    root,
    buildDir: path.join(root, 'build'),
    origin,
    log: (...a) => console.log('[search]', ...a),
  });
  console.log(`## ${result.title}\n\n${result.markdown}`);
}
