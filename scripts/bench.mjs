#!/usr/bin/env node
/**
 * `npm run bench`: measures the site against a blank Docusaurus site in the same run, and writes
 * BENCHMARKS.md and benchmarks/latest.json. A benchmark, not a test: it reports numbers and never
 * fails on one.
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
 *  6. Optional sections: every scripts/bench/*.mjs module, called with the served build.
 */
import {spawn, execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {CHROMIUM, CHROMIUM_ARGS, median} from './bench-common.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT || 4500);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS || 3);
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
/**
 * Key pages, each with the blank site's page of its kind: the home page with its home page, the
 * release list and a release post with the blog list and a blog post, the not-found page (a mistyped
 * address) with the blank site's, every other page with a doc.
 */
const BASELINE_PAGE = {
  home: '/',
  docs: '/docs/intro',
  blogList: '/blog',
  blogPost: '/blog/first-blog-post',
  notFound: '/this-page-does-not-exist',
};
const ALL_PAGES = [
  ['Home', '/', 'home'],
  ['Docs entry', '/docs', 'docs'],
  ['Quickstart', '/quickstart', 'docs'],
  ['UI component (live example)', '/reference/ui/atoms/Button', 'docs'],
  ['API operation (explorer)', '/reference/api/queries/product', 'docs'],
  ['Tutorial step', '/tutorials/gatsby/1', 'docs'],
  ['Release notes', '/releases', 'blogList'],
  ['Release post', '/releases/2022/06/03/faststore', 'blogPost'],
  ['Starters', '/starters', 'docs'],
  ['FAQ', '/faq', 'docs'],
  ['Search results', '/search?q=cart', 'docs'],
  ['Not found', '/reference/ui/atoms/Buton', 'notFound'],
  ['Whole tutorial track', '/tutorials/gatsby/print', 'docs'],
];
// BENCH_PAGES=/,/docs limits a trial run to some of the pages.
const PAGES = process.env.BENCH_PAGES
  ? ALL_PAGES.filter(([, route]) => process.env.BENCH_PAGES.split(',').includes(route))
  : ALL_PAGES;
const BASELINE_PORT = PORT + 1;
const BASELINE_ORIGIN = `http://127.0.0.1:${BASELINE_PORT}`;
const BASELINE_DIR = path.join(ROOT, '.cache', 'baseline');
const BASELINE_SITE = path.join(BASELINE_DIR, 'blank');
const DOCUSAURUS_VERSION = '3.10.2';

const log = (...a) => console.log('[bench]', ...a);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Sum of the resident memory of a process and all its descendants, in bytes (Linux /proc). */
function treeRss(rootPid) {
  const children = new Map();
  const rss = new Map();
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      rss.set(Number(pid), Number(fields[21]) * 4096);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(pid));
    } catch {
      // the process ended while we read it
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

async function coldBuild(outDir, env) {
  for (const dir of ['.docusaurus', 'node_modules/.cache', outDir])
    fs.rmSync(path.join(ROOT, dir), {recursive: true, force: true});
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', '--out-dir', outDir],
    {cwd: ROOT, env: {...process.env, SITE_URL: ORIGIN, ...env}, stdio: ['ignore', 'ignore', 'inherit']},
  );
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRss(child.pid));
  }, 200);
  const code = await new Promise((resolve) => child.on('exit', resolve));
  clearInterval(timer);
  if (code !== 0) throw new Error(`build failed (${code})`);
  return {seconds: (performance.now() - started) / 1000, peakMB: peak / 1024 / 1024};
}

function siteFacts(buildDir) {
  const files = fs.readdirSync(buildDir, {recursive: true});
  const html = files.filter((f) => f.endsWith('.html'));
  // The local search's split index (Pagefind): the whole folder, of which a query downloads a few parts.
  const index = files.filter(
    (f) => f.split(path.sep)[0] === 'pagefind' && fs.statSync(path.join(buildDir, f)).isFile(),
  );
  const indexBytes = index.reduce((n, f) => n + fs.statSync(path.join(buildDir, f)).size, 0);
  const indexGzip = index.reduce(
    (n, f) => n + zlib.gzipSync(fs.readFileSync(path.join(buildDir, f)), {level: 6}).length,
    0,
  );
  return {
    htmlPages: html.length,
    searchIndexFiles: index.length,
    searchIndexBytes: indexBytes,
    searchIndexGzipBytes: indexGzip,
  };
}

async function startServer(buildDir, port) {
  const origin = `http://127.0.0.1:${port}`;
  // Another server on the port would be measured instead of this build.
  const busy = await fetch(origin).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`${origin} is already in use: set BENCH_PORT (this run uses it and the next port)`);
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((f) => fs.existsSync(f));
  if (nginx) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
    execFileSync(
      process.execPath,
      [
        path.join(ROOT, 'scripts/nginx-config.mjs'),
        '--root',
        buildDir,
        '--listen',
        `127.0.0.1:${port}`,
        '--out',
        dir,
        '--standalone',
      ],
      {stdio: 'ignore'},
    );
    const proc = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {stdio: 'inherit'});
    await waitFor(origin);
    return {name: 'nginx (deploy/nginx, gzip)', stop: () => proc.kill('SIGQUIT')};
  }
  const proc = spawn(
    process.execPath,
    [path.join(ROOT, 'e2e/server/static-server.mjs'), '--port', String(port), '--dir', buildDir],
    {stdio: 'inherit'},
  );
  await waitFor(origin);
  return {name: 'e2e static server (no compression)', stop: () => proc.kill()};
}

async function waitFor(url) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** First visit of the home page: every script and stylesheet it loads, gzip-compressed as served. */
async function firstVisit() {
  const {chromium} = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROME_FLAGS.filter((f) => !f.startsWith('--headless')),
  });
  const page = await browser.newPage();
  const external = new Set();
  const assets = [];
  page.on('response', async (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    try {
      const body = await res.body();
      assets.push({type, url: res.url(), gzip: zlib.gzipSync(body, {level: 6}).length});
    } catch {
      // redirects have no body
    }
  });
  page.on('request', (req) => {
    if (!req.url().startsWith(ORIGIN) && !/^(data|blob):/.test(req.url())) external.add(req.url());
  });
  await page.goto(`${ORIGIN}/`, {waitUntil: 'networkidle'});
  await page.waitForTimeout(3000); // idle-time prefetches and lazy chunks
  const sum = (t) => assets.filter((a) => a.type === t).reduce((n, a) => n + a.gzip, 0);
  const result = {
    jsGzipBytes: sum('script'),
    cssGzipBytes: sum('stylesheet'),
    scripts: assets.filter((a) => a.type === 'script').map((a) => new URL(a.url).pathname),
  };
  // Every key page, for requests to other hosts.
  for (const [, route] of PAGES) {
    await page.goto(`${ORIGIN}${route}`, {waitUntil: 'networkidle'});
  }
  await browser.close();
  return {...result, externalRequests: [...external]};
}

function run(cmd, args, cwd) {
  log(`${cmd} ${args.join(' ')} (in ${path.relative(ROOT, cwd) || '.'})`);
  execFileSync(cmd, args, {cwd, stdio: ['ignore', 'ignore', 'inherit']});
}

/**
 * The blank site: `create-docusaurus` classic TypeScript with its defaults, from the npm registry,
 * created, installed and built once; later runs reuse .cache/baseline (delete it to start over).
 * It has no Content-Security-Policy of its own, so it gets one that allows what it does (inline
 * scripts), for the same nginx configuration to serve it.
 */
function ensureBaseline() {
  const buildDir = path.join(BASELINE_SITE, 'build');
  if (!fs.existsSync(path.join(BASELINE_SITE, 'package.json'))) {
    fs.mkdirSync(BASELINE_DIR, {recursive: true});
    run(
      'npx',
      ['--yes', `create-docusaurus@${DOCUSAURUS_VERSION}`, 'blank', 'classic', '--typescript', '--skip-install'],
      BASELINE_DIR,
    );
  }
  if (!fs.existsSync(path.join(BASELINE_SITE, 'node_modules', '@docusaurus', 'core')))
    run('npm', ['install', '--no-audit', '--no-fund'], BASELINE_SITE);
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) run('npx', ['docusaurus', 'build'], BASELINE_SITE);
  fs.writeFileSync(
    path.join(buildDir, '.csp-policy'),
    "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:",
  );
  const version = JSON.parse(
    fs.readFileSync(path.join(BASELINE_SITE, 'node_modules', '@docusaurus', 'core', 'package.json'), 'utf8'),
  ).version;
  return {buildDir, version};
}

/**
 * Lighthouse is installed on first use into .cache/bench rather than kept in package.json: it is
 * only needed here, it is large, and its dependency on `third-party-web@latest` would make the
 * lockfile go stale (and `npm ci` fail) whenever that package publishes.
 */
const LIGHTHOUSE_VERSION = '12.8.2'; // the last line that runs on Node 20
async function loadLighthouse() {
  const dir = path.join(ROOT, '.cache', 'bench');
  const pkgDir = path.join(dir, 'node_modules', 'lighthouse');
  if (!fs.existsSync(path.join(pkgDir, 'package.json'))) {
    console.log(`Installing lighthouse@${LIGHTHOUSE_VERSION} into .cache/bench (first run only)`);
    fs.mkdirSync(dir, {recursive: true});
    execFileSync(
      'npm',
      ['install', '--prefix', dir, '--no-save', '--no-audit', '--no-fund', `lighthouse@${LIGHTHOUSE_VERSION}`],
      {stdio: 'inherit'},
    );
  }
  const from = (spec) => import(pathToFileURL(path.join(dir, 'node_modules', spec)).href);
  return {
    lighthouse: (await from('lighthouse/core/index.js')).default,
    desktopConfig: (await from('lighthouse/core/config/desktop-config.js')).default,
    chromeLauncher: await from('chrome-launcher/dist/index.js'),
  };
}

/** Reads what the report needs from one Lighthouse result. */
function figures(lhr) {
  const a = lhr.audits;
  const scripts = a['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
  const lcpDetails = a['largest-contentful-paint-element']?.details;
  const tables = lcpDetails?.type === 'list' ? lcpDetails.items : lcpDetails ? [lcpDetails] : [];
  const node = tables[0]?.items?.[0]?.node;
  const phases = tables[1]?.items?.map((p) => ({phase: p.phase, ms: Math.round(p.timing)})) ?? [];
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    fcp: a['first-contentful-paint'].numericValue,
    lcp: a['largest-contentful-paint'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    jsBytes: scripts?.transferSize ?? 0,
    lcpElement: node ? {selector: node.selector, label: node.nodeLabel, snippet: node.snippet} : null,
    lcpPhases: phases,
    // From the trace Lighthouse records: where the main thread's time goes, by kind and by script.
    mainThread: (a['mainthread-work-breakdown']?.details?.items ?? []).map((i) => ({
      group: i.groupLabel ?? i.group,
      ms: Math.round(i.duration),
    })),
    scripts: (a['bootup-time']?.details?.items ?? []).slice(0, 5).map((i) => ({
      url: typeof i.url === 'string' ? i.url.replace(/^https?:\/\/[^/]+/, '') : String(i.url),
      totalMs: Math.round(i.total),
      scriptingMs: Math.round(i.scripting),
    })),
  };
}

const NUMERIC = ['performance', 'fcp', 'lcp', 'tbt', 'cls', 'jsBytes'];

/** Medians of the numeric figures; the descriptive ones from the median-performance run. */
function summarize(runs) {
  const med = Object.fromEntries(NUMERIC.map((k) => [k, median(runs.map((r) => r[k]))]));
  const typical = [...runs].sort((x, y) => x.tbt - y.tbt)[Math.floor((runs.length - 1) / 2)];
  return {
    runs: runs.length,
    ...med,
    lcpElement: typical.lcpElement,
    lcpPhases: typical.lcpPhases,
    mainThread: typical.mainThread,
    scripts: typical.scripts,
  };
}

/**
 * Lighthouse on every key page and its baseline page, alternating (ours, baseline, ours, …) and in
 * rounds (every page once, then again), so that the load of a shared machine falls on both alike.
 */
async function sameRun() {
  const {lighthouse, desktopConfig, chromeLauncher} = await loadLighthouse();
  const formFactors = process.env.BENCH_DESKTOP === '1' ? ['mobile', 'desktop'] : ['mobile'];
  const runs = new Map();
  const measure = async (url, formFactor) => {
    const chrome = await chromeLauncher.launch({chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS});
    try {
      const result = await lighthouse(
        url,
        // The not-found pages answer with status 404, which Lighthouse otherwise refuses to measure.
        {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], ignoreStatusCode: true},
        formFactor === 'desktop' ? desktopConfig : undefined,
      );
      return figures(result.lhr);
    } finally {
      await chrome.kill();
    }
  };
  for (let round = 1; round <= RUNS; round++) {
    for (const formFactor of formFactors) {
      for (const [, route, kind] of PAGES) {
        const key = `${formFactor} ${route}`;
        if (!runs.has(key)) runs.set(key, {ours: [], baseline: []});
        const ours = await measure(`${ORIGIN}${route}`, formFactor);
        const baseline = await measure(`${BASELINE_ORIGIN}${BASELINE_PAGE[kind]}`, formFactor);
        runs.get(key).ours.push(ours);
        runs.get(key).baseline.push(baseline);
        log(
          `round ${round} ${formFactor} ${route}: perf ${ours.performance}/${baseline.performance} TBT ${Math.round(ours.tbt)}/${Math.round(baseline.tbt)} ms LCP ${Math.round(ours.lcp)}/${Math.round(baseline.lcp)} ms (ours/baseline)`,
        );
      }
    }
  }
  return formFactors.flatMap((formFactor) =>
    PAGES.map(([name, route, kind]) => {
      const {ours, baseline} = runs.get(`${formFactor} ${route}`);
      return {
        name,
        route,
        formFactor,
        baselineRoute: BASELINE_PAGE[kind],
        ours: summarize(ours),
        baseline: summarize(baseline),
      };
    }),
  );
}

/** Optional sections: each scripts/bench/<name>.mjs measures one feature on the served build. */
async function sections(buildDir) {
  const dir = path.join(ROOT, 'scripts', 'bench');
  if (!fs.existsSync(dir)) return [];
  const out = [];
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.mjs'))
    // BENCH_SECTIONS=lcp,search runs only those sections.
    .filter((f) => !process.env.BENCH_SECTIONS || process.env.BENCH_SECTIONS.split(',').includes(f.slice(0, -4)))
    .sort()) {
    const name = path.basename(file, '.mjs');
    log(`section ${name} …`);
    try {
      const {default: measure} = await import(pathToFileURL(path.join(dir, file)).href);
      const result = await measure({
        root: ROOT,
        buildDir,
        origin: ORIGIN,
        baselineOrigin: BASELINE_ORIGIN,
        pages: PAGES.map(([, route, kind]) => ({route, baselineRoute: BASELINE_PAGE[kind]})),
        runs: RUNS,
        chromiumPath: CHROMIUM,
        log: (...a) => log(`[${name}]`, ...a),
      });
      out.push({name, ...result});
    } catch (error) {
      log(`section ${name} failed: ${error?.stack ?? error}`);
      out.push({
        name,
        title: name,
        markdown: `Not measured: the section failed (${String(error?.message ?? error)}).`,
        json: {error: String(error)},
      });
    }
  }
  return out;
}

function report(data) {
  const ms = (v) => `${Math.round(v)} ms`;
  const s = (v) => `${(v / 1000).toFixed(2)} s`;
  const ratio = (a, b) => (b ? (a / b).toFixed(2) : '–');
  const rows = data.sameRun.map(
    ({name, route, formFactor, baselineRoute, ours: o, baseline: b}) =>
      `| ${name} \`${route}\`${formFactor === 'mobile' ? '' : ` (${formFactor})`} | \`${baselineRoute}\` | ${o.performance} · ${b.performance} · ${ratio(o.performance, b.performance)} | ${ms(o.tbt)} · ${ms(b.tbt)} · ${ratio(o.tbt, b.tbt)} | ${s(o.lcp)} · ${s(b.lcp)} · ${ratio(o.lcp, b.lcp)} | ${s(o.fcp)} · ${s(b.fcp)} | ${ratio(o.lcp, o.fcp)} | ${kb(o.jsBytes)} · ${kb(b.jsBytes)} · ${ratio(o.jsBytes, b.jsBytes)} |`,
  );
  const lcpRows = data.sameRun
    .filter((r) => r.formFactor === 'mobile')
    .map(({route, ours: o}) => {
      const el = o.lcpElement
        ? `\`${o.lcpElement.selector}\`${o.lcpElement.label ? ` (“${o.lcpElement.label.slice(0, 50)}”)` : ''}`
        : '–';
      const phases = o.lcpPhases.map((p) => `${p.phase} ${p.ms} ms`).join(', ') || '–';
      return `| \`${route}\` | ${el} | ${phases} |`;
    });
  const threadRows = data.sameRun
    .filter((r) => r.formFactor === 'mobile')
    .map(({route, ours: o, baseline: b}) => {
      const top = (x) =>
        x.mainThread
          .slice(0, 3)
          .map((g) => `${g.group} ${g.ms}`)
          .join(', ');
      const script = o.scripts[0] ? `\`${o.scripts[0].url}\` ${o.scripts[0].totalMs}` : '–';
      return `| \`${route}\` | ${top(o)} | ${top(b)} | ${script} |`;
    });
  const builds = data.builds.map((b) => `| ${b.name} | ${b.seconds.toFixed(1)} s | ${Math.round(b.peakMB)} MB |`);
  const extra = data.sections.map((x) => `\n## ${x.title}\n\n${x.markdown.trim()}\n`).join('');
  return `# Benchmarks

Written by \`npm run bench\` on ${data.date} (${data.machine}; load average ${data.load.start} at the start, ${data.load.end} at the end).
Each key page is measured in the same run as the blank Docusaurus ${data.baseline.version} classic TypeScript site's page of its kind,
alternating ours and the baseline's, ${RUNS} Lighthouse ${data.lighthouseVersion} runs each (mobile, default simulated throttling),
both served by ${data.server}. Cells read *ours · baseline · ratio* (ratio = ours / baseline): a performance ratio of 1 or more
and TBT, LCP and JavaScript ratios of 1 or less mean the page is as light as a blank Docusaurus page. Absolute figures
differ by machine and load; the ratios are what to compare between runs.

Baseline pages: the home page with the blank \`/\`; the release list with the blank \`/blog\`; a release post with a blank
blog post (\`/blog/first-blog-post\`); every other page with the blank \`/docs/intro\`.

## Same-run comparison with a blank Docusaurus site

| page | baseline page | performance | TBT | LCP | FCP | LCP / FCP (ours) | JavaScript transferred |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}

### What the Largest Contentful Paint is, and what it waits for (ours, median run)

| page | LCP element | phases |
|---|---|---|
${lcpRows.join('\n')}

### Where the main thread goes (Lighthouse's trace, ms, median run)

| page | ours: top three | baseline: top three | ours: costliest script |
|---|---|---|---|
${threadRows.join('\n')}

## Build

| build (cold, no caches) | time | peak memory (process tree) |
|---|---|---|
${builds.join('\n') || '| (not rebuilt: BENCH_SKIP_BUILD=1) | – | – |'}

- HTML pages: ${data.site.htmlPages}
- Local search index (split; a query downloads only a few of its files, see Search): ${data.site.searchIndexFiles} file(s), ${kb(data.site.searchIndexBytes)} (${kb(data.site.searchIndexGzipBytes)} gzip)

## First visit of the home page

- JavaScript: ${kb(data.firstVisit.jsGzipBytes)} gzip in ${data.firstVisit.scripts.length} files
- CSS: ${kb(data.firstVisit.cssGzipBytes)} gzip
- Requests to other hosts on the key pages: ${data.firstVisit.externalRequests.length}
${extra}`;
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
const loadStart = load();
const builds = [];
if (process.env.BENCH_SKIP_BUILD !== '1') {
  log('cold build with @docusaurus/faster …');
  builds.push({name: 'Rspack + SWC (@docusaurus/faster)', ...(await coldBuild('build', {}))});
  log(`  ${builds[0].seconds.toFixed(1)} s, ${Math.round(builds[0].peakMB)} MB`);
  if (process.env.BENCH_WEBPACK === '1') {
    log('cold build with webpack + Babel (DOCUSAURUS_FASTER=0) …');
    builds.push({
      name: 'webpack + Babel (DOCUSAURUS_FASTER=0)',
      ...(await coldBuild('build-webpack', {DOCUSAURUS_FASTER: '0'})),
    });
    log(`  ${builds[1].seconds.toFixed(1)} s, ${Math.round(builds[1].peakMB)} MB`);
    fs.rmSync(path.join(ROOT, 'build-webpack'), {recursive: true, force: true});
  }
}
const buildDir = path.join(ROOT, 'build');
const baseline = ensureBaseline();
const site = siteFacts(buildDir);
const server = await startServer(buildDir, PORT);
const baselineServer = await startServer(baseline.buildDir, BASELINE_PORT);
try {
  const visit = await firstVisit();
  log(
    `home first visit: JS ${kb(visit.jsGzipBytes)} gzip, CSS ${kb(visit.cssGzipBytes)} gzip, external requests ${visit.externalRequests.length}`,
  );
  const compared = await sameRun();
  const extra = await sections(buildDir);
  const data = {
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
    sections: extra,
  };
  const json = {...data, sections: Object.fromEntries(extra.map((x) => [x.name, x.json]))};
  fs.mkdirSync(path.join(ROOT, 'benchmarks'), {recursive: true});
  fs.writeFileSync(path.join(ROOT, 'benchmarks/latest.json'), `${JSON.stringify(json, null, 2)}\n`);
  fs.writeFileSync(path.join(ROOT, 'BENCHMARKS.md'), report(data));
  log('wrote BENCHMARKS.md and benchmarks/latest.json');
} finally {
  server.stop();
  baselineServer.stop();
}
