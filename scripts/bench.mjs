#!/usr/bin/env node
/**
 * `npm run bench`: measures the site against a blank Docusaurus site in the same run, and writes
 * BENCHMARKS.md and benchmarks/latest.json. A benchmark, not a test: it reports numbers and never
 * fails on one. Its parts are in scripts/bench/core/; the BENCH_* variables in core/options.mjs.
 *
 *  1. A cold build (no caches) with @docusaurus/faster: seconds and peak memory of the process tree
 *     (BENCH_WEBPACK=1 adds one without it; BENCH_SKIP_BUILD=1 measures the existing build/).
 *  2. The baseline: a blank Docusaurus 3.10.2 classic TypeScript site from the npm registry, created
 *     and built once under .cache/baseline (kept between runs).
 *  3. HTML page count and the local search index size.
 *  4. The JavaScript and CSS a first visit to the home page downloads (gzip bytes), and requests to
 *     other hosts on every key page.
 *  5. Lighthouse (mobile, default throttling, performance only; BENCH_DESKTOP=1 adds desktop) on
 *     every key page and on the baseline page of its kind, alternating ours and the baseline's, for
 *     BENCH_RUNS rounds (default 3); medians and the ratio ours / baseline. Both builds are served the
 *     same way: the production nginx configuration (gzip) when nginx is installed, else the test server.
 *  6. The sections of SECTIONS, each called with the served build; with BENCH_SWEEP=1 also every
 *     route of the build against the blank site (scripts/bench/sweep.mjs, long).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {ensureBaseline, BASELINE_PAGE} from './bench/core/baseline.mjs';
import {coldBuild, siteFacts} from './bench/core/build.mjs';
import {firstVisit} from './bench/core/first-visit.mjs';
import {LIGHTHOUSE_VERSION, sameRun} from './bench/core/lighthouse.mjs';
import {kb, log} from './bench/core/log.mjs';
import {readOptions} from './bench/core/options.mjs';
import {writeReport} from './bench/core/report.mjs';
import {runSections} from './bench/core/sections.mjs';
import {startServer} from './bench/core/serve.mjs';
import {TITLE as SWEEP_TITLE} from './bench/sweep.mjs';

/**
 * The sections, in the order the report shows them. A new one is a module scripts/bench/<name>.mjs
 * whose default export is `measure(ctx)` (see core/sections.mjs), and its name here.
 */
const options = readOptions();
// The sweep of every route takes long: only with BENCH_SWEEP=1; otherwise its last figures stay.
const SECTIONS = [
  'lcp',
  'load',
  'markdown',
  'mcp',
  'mutation',
  'search',
  'search-relevance',
  'social-cards',
  ...(options.sweep ? ['sweep'] : []),
  // The developer's daily commands against an earlier commit: only when one is named.
  ...(process.env.BENCH_HOUSE_BASE ? ['house'] : []),
];
const {root} = options;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
const loadStart = load();
const FASTER = {name: 'Rspack + SWC (@docusaurus/faster)', outDir: 'build', env: {}};
// Measured, then removed: only build/ is served.
const WEBPACK = {name: 'webpack + Babel (DOCUSAURUS_FASTER=0)', outDir: 'build-webpack', env: {DOCUSAURUS_FASTER: '0'}};
const builds = [];
for (const {name, outDir, env} of options.skipBuild ? [] : [FASTER, ...(options.webpackBuild ? [WEBPACK] : [])]) {
  log(`cold build with ${name} …`);
  builds.push({name, ...(await coldBuild(options, outDir, env))});
  log(`  ${builds.at(-1).seconds.toFixed(1)} s, ${Math.round(builds.at(-1).peakMB)} MB`);
  if (outDir !== 'build') fs.rmSync(path.join(root, outDir), {recursive: true, force: true});
}
const buildDir = path.join(root, 'build');
const baseline = ensureBaseline(root);
const site = siteFacts(buildDir);
const server = await startServer(root, buildDir, options.port);
const baselineServer = await startServer(root, baseline.buildDir, options.baselinePort);
try {
  const visit = await firstVisit(options);
  log(
    `home first visit: JS ${kb(visit.jsGzipBytes)} gzip, CSS ${kb(visit.cssGzipBytes)} gzip, external requests ${visit.externalRequests.length}`,
  );
  const compared = await sameRun(options);
  const sections = await runSections(SECTIONS, {...options, buildDir});
  writeReport(
    root,
    {
      date: new Date().toISOString().slice(0, 10),
      machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
      load: {start: loadStart, end: load()},
      server: server.name,
      lighthouseVersion: LIGHTHOUSE_VERSION,
      baseline: {version: baseline.version, pages: BASELINE_PAGE},
      builds,
      site,
      firstVisit: visit,
      sameRun: compared,
      sections,
    },
    options.runs,
    [{name: 'sweep', title: SWEEP_TITLE}],
  );
  log('wrote BENCHMARKS.md and benchmarks/latest.json');
} finally {
  server.stop();
  baselineServer.stop();
}
