#!/usr/bin/env node
/**
 * Benchmark section: every route of the build, not only the key pages, against the blank
 * Docusaurus site's page of the same kind.
 *
 * One mobile Lighthouse run per route, each followed by one on the blank page of its kind, so the
 * machine's load falls on both alike. A route is at or under the baseline when its performance score
 * is at least the blank page's and its TBT and LCP at most the blank page's. The routes that are not
 * are measured again, SWEEP_RERUNS more alternating rounds, and judged on the medians of all their
 * runs; those still over are listed with where their main thread spends its time.
 *
 * It takes long (about 15 s a route on a 2-core machine), so it runs only when asked:
 *   BENCH_SWEEP=1 npm run bench           as a section of the full benchmark;
 *   node scripts/bench/sweep.mjs          alone: serves both builds, then writes its section into
 *                                         BENCHMARKS.md and benchmarks/latest.json.
 * SWEEP_ROUTES=/a,/b limits a trial run to some routes. Every run is kept in .cache/bench/sweep-runs.json
 * as it is made; SWEEP_RESUME=1 starts from there, measuring only what an interrupted sweep had not.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {median} from '../bench-common.mjs';
import {BASELINE_PAGE, ensureBaseline} from './core/baseline.mjs';
import {lighthouseRunner, summarize} from './core/lighthouse.mjs';
import {log as benchLog} from './core/log.mjs';
import {readOptions} from './core/options.mjs';
import {replaceSection} from './core/report.mjs';
import {startServer} from './core/serve.mjs';

export const TITLE = 'Every route against the blank site';

/** Pages for writers (section previews, page templates), kept out of the site's navigation and index. */
const WRITERS_PAGES = /^\/(sections|templates)\//;

/** The blank site's page of the same kind as `route`. */
export function baselineFor(route) {
  if (route === '/') return BASELINE_PAGE.home;
  if (route === '/releases/archive') return '/blog/archive';
  if (route === '/releases/tags') return '/blog/tags';
  if (/^\/releases\/tags\/[^/]+/.test(route)) return '/blog/tags/docusaurus';
  if (/^\/releases\/\d{4}\//.test(route)) return BASELINE_PAGE.blogPost;
  if (route === '/releases' || route.startsWith('/releases/page/')) return BASELINE_PAGE.blogList;
  return BASELINE_PAGE.docs;
}

/** The routes the sweep measures: the build's, writers' pages aside. */
export function sweepRoutes(buildDir) {
  const routes = JSON.parse(fs.readFileSync(path.join(buildDir, '.routes.json'), 'utf8'));
  return routes.filter((route) => !WRITERS_PAGES.test(route));
}

/** Which of the three rules a route's figures break (none: at or under the baseline). */
export function over(ours, baseline) {
  const broken = [];
  if (ours.performance < baseline.performance) broken.push('performance');
  if (ours.tbt > baseline.tbt) broken.push('TBT');
  if (ours.lcp > baseline.lcp) broken.push('LCP');
  return broken;
}

const ratio = (a, b) => (b ? a / b : a ? Infinity : 1);
const fmt = (r) => (Number.isFinite(r) ? r.toFixed(2) : '∞');
const ms = (v) => `${Math.round(v)} ms`;
const kb = (bytes) => (bytes / 1024).toFixed(1);
const quartiles = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * (sorted.length - 1)))];
  return `${fmt(at(0))} · ${fmt(at(0.25))} · ${fmt(median(sorted))} · ${fmt(at(0.75))} · ${fmt(at(1))}`;
};

function markdown({results, minutes}) {
  const total = results.length;
  // What was measured, not what was asked for: an interrupted sweep re-measured fewer routes.
  const extra = Math.max(0, ...results.map((r) => r.ours.runs - 1));
  const count = (rule) => results.filter((r) => !r.broken.includes(rule)).length;
  const allThree = results.filter((r) => r.broken.length === 0).length;
  const overRows = results
    .filter((r) => r.broken.length > 0)
    .map(({route, baselineRoute, ours: o, baseline: b, broken}) => {
      const thread = o.mainThread
        .slice(0, 3)
        .map((g) => `${g.group} ${g.ms}`)
        .join(', ');
      const script = o.scripts[0] ? `\`${o.scripts[0].url}\` ${o.scripts[0].totalMs}` : '–';
      const total = (s) => s.mainThread.reduce((sum, g) => sum + g.ms, 0);
      const size = `${Math.round(o.domElements)} · ${Math.round(b.domElements)} elements; ${kb(o.htmlBytes)} · ${kb(b.htmlBytes)} KB`;
      return `| \`${route}\` | \`${baselineRoute}\` | ${o.runs} | ${broken.join(', ')} | ${o.performance} · ${b.performance} | ${ms(o.tbt)} · ${ms(b.tbt)} · ${fmt(ratio(o.tbt, b.tbt))} | ${ms(o.lcp)} · ${ms(b.lcp)} · ${fmt(ratio(o.lcp, b.lcp))} | ${size} | ${total(o)} · ${total(b)} | ${thread} | ${script} |`;
    });
  return `Every route of the build (${total}; writers' section previews and templates aside), one mobile Lighthouse run each,
each followed by one on the blank site's page of its kind (the home page with \`/\`, release posts with a blog post, the
release list, archive and tag pages with the blog's, every other page with \`/docs/intro\`). Routes over the baseline on
any of the three rules after their first run were measured again, up to ${extra} more time${extra === 1 ? '' : 's'}, alternating (the *runs*
column gives each listed route's count), and are judged on the medians of all their runs.
This run of the sweep took ${minutes.toFixed(0)} minutes (a resumed sweep counts only its own part).

| rule | routes meeting it |
|---|---|
| performance score ≥ the blank page's | ${count('performance')} of ${total} |
| TBT ≤ the blank page's | ${count('TBT')} of ${total} |
| LCP ≤ the blank page's | ${count('LCP')} of ${total} |
| all three | ${allThree} of ${total} |

Ratios (ours / blank) over all routes, minimum · lower quartile · median · upper quartile · maximum:
TBT ${quartiles(results.map((r) => ratio(r.ours.tbt, r.baseline.tbt)))};
LCP ${quartiles(results.map((r) => ratio(r.ours.lcp, r.baseline.lcp)))};
performance ${quartiles(results.map((r) => ratio(r.ours.performance, r.baseline.performance)))}.

${
  overRows.length === 0
    ? 'Every route meets all three rules.'
    : `Routes over the baseline after measuring again (cells: ours · blank · ratio). *Page* is how much there is to
download and lay out: DOM elements and the HTML document's transfer size. The main thread figures come from the
median run's trace, in ms: its total (ours · blank), then our page's three largest kinds of work and costliest script.

| route | blank page | runs | over on | performance | TBT | LCP | page | main thread | main thread: top three | costliest script |
|---|---|---|---|---|---|---|---|---|---|---|
${overRows.join('\n')}`
}
`;
}

/** The section: `ctx` as scripts/bench/core/sections.mjs passes it. */
export default async function measure({root, buildDir, origin, baselineOrigin, log = benchLog}) {
  const started = performance.now();
  const reruns = Number(process.env.SWEEP_RERUNS || 4);
  const only = process.env.SWEEP_ROUTES?.split(',');
  const routes = sweepRoutes(buildDir).filter((route) => !only || only.includes(route));
  const run = await lighthouseRunner(root);
  const saved = path.join(root, '.cache', 'bench', 'sweep-runs.json');
  const previous =
    process.env.SWEEP_RESUME === '1' && fs.existsSync(saved) ? JSON.parse(fs.readFileSync(saved, 'utf8')) : {};
  const runs = new Map(routes.map((route) => [route, previous[route] ?? {ours: [], baseline: []}]));
  const pair = async (route) => {
    const entry = runs.get(route);
    entry.ours.push(await run(`${origin}${route}`));
    entry.baseline.push(await run(`${baselineOrigin}${baselineFor(route)}`));
    fs.mkdirSync(path.dirname(saved), {recursive: true});
    fs.writeFileSync(saved, JSON.stringify(Object.fromEntries(runs)));
  };
  const judge = (route) => {
    const {ours, baseline} = runs.get(route);
    const o = summarize(ours);
    const b = summarize(baseline);
    // Runs carried over from an interrupted sweep's log have figures but no trace: the breakdown
    // comes from the median of the runs that have one.
    const traced = ours.filter((r) => r.mainThread.length > 0);
    if (o.mainThread.length === 0 && traced.length > 0)
      ({mainThread: o.mainThread, scripts: o.scripts} = summarize(traced));
    return {route, baselineRoute: baselineFor(route), ours: o, baseline: b, broken: over(o, b)};
  };
  const toMeasure = routes.filter((route) => runs.get(route).ours.length === 0).length;
  let measured = 0;
  for (const [i, route] of routes.entries()) {
    if (runs.get(route).ours.length === 0) {
      await pair(route);
      measured += 1;
    }
    const {broken, ours, baseline} = judge(route);
    const left = measured ? ((performance.now() - started) / measured) * (toMeasure - measured) : 0;
    log(
      `${i + 1}/${routes.length} ${route}: perf ${ours.performance}/${baseline.performance} TBT ${Math.round(ours.tbt)}/${Math.round(baseline.tbt)} LCP ${Math.round(ours.lcp)}/${Math.round(baseline.lcp)}${broken.length ? ` over on ${broken.join(', ')}` : ''} (about ${Math.round(left / 60000)} min left)`,
    );
  }
  const again = routes.filter((route) => judge(route).broken.length > 0);
  log(`${again.length} route(s) over the baseline: measuring each ${reruns} more times`);
  for (let round = 1; round <= reruns; round++)
    for (const route of again) if (runs.get(route).ours.length <= round) await pair(route);
  const results = routes.map(judge);
  const minutes = (performance.now() - started) / 60000;
  return {
    title: TITLE,
    markdown: markdown({results, minutes}),
    json: {
      minutes,
      reruns,
      routes: results.map(({route, baselineRoute, ours, baseline, broken}) => ({
        route,
        baselineRoute,
        broken,
        ours: {runs: ours.runs, performance: ours.performance, tbt: ours.tbt, lcp: ours.lcp},
        baseline: {runs: baseline.runs, performance: baseline.performance, tbt: baseline.tbt, lcp: baseline.lcp},
        mainThread: ours.mainThread,
        scripts: ours.scripts,
      })),
    },
  };
}

// Alone: serve the build and the blank site as `npm run bench` does, then write the section in place.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const options = readOptions();
  const buildDir = path.join(options.root, 'build');
  const baseline = ensureBaseline(options.root);
  const server = await startServer(options.root, buildDir, options.port);
  const baselineServer = await startServer(options.root, baseline.buildDir, options.baselinePort);
  try {
    const result = await measure({...options, buildDir});
    replaceSection(options.root, {name: 'sweep', ...result});
    benchLog(`wrote the "${TITLE}" section of BENCHMARKS.md and benchmarks/latest.json`);
  } finally {
    server.stop();
    baselineServer.stop();
  }
}
