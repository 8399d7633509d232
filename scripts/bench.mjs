#!/usr/bin/env node
/**
 * `npm run bench`: measures the site and writes BENCHMARKS.md and benchmarks/latest.json.
 * A benchmark, not a test: it reports numbers and never fails on one.
 *
 *  1. Cold builds (no caches) with @docusaurus/faster and, unless BENCH_SKIP_WEBPACK=1, without it:
 *     seconds and peak memory of the whole process tree.
 *  2. HTML page count and the local search index size.
 *  3. The JavaScript and CSS a first visit to the home page downloads (gzip bytes).
 *  4. Lighthouse (mobile and desktop, BENCH_RUNS runs each, default 3) on the pages below, served by
 *     the production nginx configuration when nginx is installed (else the test server), medians.
 *  5. Requests to other hosts on every benchmarked page (the default configuration makes none).
 */
import {spawn, execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath, pathToFileURL} from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT || 4500);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS || 3);
const CHROMIUM = process.env.CHROMIUM_PATH || (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const ALL_PAGES = [
  ['Home', '/'],
  ['Docs entry', '/docs'],
  ['UI component (live example)', '/reference/ui/atoms/Button'],
  ['API operation', '/reference/api/queries/allProducts'],
  ['Tutorial step', '/tutorials/gatsby/1'],
  ['Release notes', '/releases'],
  ['Starters', '/starters'],
  ['Search results', '/search?q=cart'],
];
// BENCH_PAGES=/,/docs limits a trial run to some of the pages.
const PAGES = process.env.BENCH_PAGES
  ? ALL_PAGES.filter(([, route]) => process.env.BENCH_PAGES.split(',').includes(route))
  : ALL_PAGES;

const log = (...a) => console.log('[bench]', ...a);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

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
  const index = files.filter((f) => /^search-index.*\.json$/.test(path.basename(f)));
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

async function startServer(buildDir) {
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
        `127.0.0.1:${PORT}`,
        '--out',
        dir,
        '--standalone',
      ],
      {stdio: 'ignore'},
    );
    const proc = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {stdio: 'inherit'});
    await waitFor(ORIGIN);
    return {name: 'nginx (deploy/nginx, gzip)', stop: () => proc.kill('SIGQUIT')};
  }
  const proc = spawn(
    process.execPath,
    [path.join(ROOT, 'e2e/server/static-server.mjs'), '--port', String(PORT), '--dir', buildDir],
    {stdio: 'inherit'},
  );
  await waitFor(ORIGIN);
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
  // Every benchmarked page, for requests to other hosts.
  for (const [, route] of PAGES) {
    await page.goto(`${ORIGIN}${route}`, {waitUntil: 'networkidle'});
  }
  await browser.close();
  return {...result, externalRequests: [...external]};
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

async function lighthouseRuns() {
  const {lighthouse, desktopConfig, chromeLauncher} = await loadLighthouse();
  const results = [];
  for (const [name, route] of PAGES) {
    for (const formFactor of ['mobile', 'desktop']) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const chrome = await chromeLauncher.launch({chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS});
        try {
          const result = await lighthouse(
            `${ORIGIN}${route}`,
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
            },
            formFactor === 'desktop' ? desktopConfig : undefined,
          );
          const {categories: c, audits: a} = result.lhr;
          runs.push({
            performance: c.performance.score * 100,
            accessibility: c.accessibility.score * 100,
            bestPractices: c['best-practices'].score * 100,
            seo: c.seo.score * 100,
            fcp: a['first-contentful-paint'].numericValue,
            lcp: a['largest-contentful-paint'].numericValue,
            tbt: a['total-blocking-time'].numericValue,
            cls: a['cumulative-layout-shift'].numericValue,
          });
        } finally {
          await chrome.kill();
        }
      }
      const med = Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))]));
      log(
        `${formFactor.padEnd(7)} ${route.padEnd(36)} perf ${med.performance} a11y ${med.accessibility} bp ${med.bestPractices} seo ${med.seo} LCP ${Math.round(med.lcp)} ms`,
      );
      results.push({name, route, formFactor, runs: runs.length, ...med});
    }
  }
  return results;
}

function report(data) {
  const ms = (v) => `${Math.round(v)} ms`;
  const rows = data.lighthouse.map(
    (r) =>
      `| ${r.name} (\`${r.route}\`) | ${r.formFactor} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${ms(r.fcp)} | ${ms(r.lcp)} | ${ms(r.tbt)} | ${r.cls.toFixed(3)} |`,
  );
  const builds = data.builds.map((b) => `| ${b.name} | ${b.seconds.toFixed(1)} s | ${Math.round(b.peakMB)} MB |`);
  return `# Benchmarks

Written by \`npm run bench\` on ${data.date} (${data.machine}). Numbers from a shared machine vary from run to
run; they are medians of ${RUNS} Lighthouse runs per page and form factor, served by ${data.server}.
Targets: mobile performance at least 95 and 100 for accessibility, best practices and SEO on
every page; no third-party request; home-page first-visit JavaScript at most 170 KB gzip; a cold
build under 75 s and 1.5 GB.

## Build

| build (cold, no caches) | time | peak memory (process tree) |
|---|---|---|
${builds.join('\n')}

- HTML pages: ${data.site.htmlPages}
- Local search index: ${data.site.searchIndexFiles} file(s), ${kb(data.site.searchIndexBytes)} (${kb(data.site.searchIndexGzipBytes)} gzip)

## First visit of the home page

- JavaScript: ${kb(data.firstVisit.jsGzipBytes)} gzip in ${data.firstVisit.scripts.length} files
- CSS: ${kb(data.firstVisit.cssGzipBytes)} gzip
- Requests to other hosts on the benchmarked pages: ${data.firstVisit.externalRequests.length}

## Lighthouse (medians)

| page | form factor | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |
|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}
`;
}

const builds = [];
log('cold build with @docusaurus/faster …');
builds.push({name: 'Rspack + SWC (@docusaurus/faster)', ...(await coldBuild('build', {}))});
log(`  ${builds[0].seconds.toFixed(1)} s, ${Math.round(builds[0].peakMB)} MB`);
if (process.env.BENCH_SKIP_WEBPACK !== '1') {
  log('cold build with webpack + Babel (DOCUSAURUS_FASTER=0) …');
  builds.push({
    name: 'webpack + Babel (DOCUSAURUS_FASTER=0)',
    ...(await coldBuild('build-webpack', {DOCUSAURUS_FASTER: '0'})),
  });
  log(`  ${builds[1].seconds.toFixed(1)} s, ${Math.round(builds[1].peakMB)} MB`);
  fs.rmSync(path.join(ROOT, 'build-webpack'), {recursive: true, force: true});
}
const buildDir = path.join(ROOT, 'build');
const site = siteFacts(buildDir);
const server = await startServer(buildDir);
try {
  const visit = await firstVisit();
  log(
    `home first visit: JS ${kb(visit.jsGzipBytes)} gzip, CSS ${kb(visit.cssGzipBytes)} gzip, external requests ${visit.externalRequests.length}`,
  );
  const lh = await lighthouseRuns();
  const data = {
    date: new Date().toISOString().slice(0, 10),
    machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    server: server.name,
    builds,
    site,
    firstVisit: visit,
    lighthouse: lh,
  };
  fs.mkdirSync(path.join(ROOT, 'benchmarks'), {recursive: true});
  fs.writeFileSync(path.join(ROOT, 'benchmarks/latest.json'), `${JSON.stringify(data, null, 2)}\n`);
  fs.writeFileSync(path.join(ROOT, 'BENCHMARKS.md'), report(data));
  log('wrote BENCHMARKS.md and benchmarks/latest.json');
} finally {
  server.stop();
}
