/**
 * Lighthouse (performance only, mobile and optionally desktop) on every key page and on the blank
 * site's page of its kind: the figures the report shows, medians over the rounds.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {CHROMIUM, CHROMIUM_ARGS, median} from '../../bench-common.mjs';
import {log} from './log.mjs';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/**
 * Lighthouse is installed on first use into .cache/bench rather than kept in package.json: it is
 * only needed here, it is large, and its dependency on `third-party-web@latest` would make the
 * lockfile go stale (and `npm ci` fail) whenever that package publishes.
 */
export const LIGHTHOUSE_VERSION = '12.8.2'; // the last line that runs on Node 20
async function loadLighthouse(root) {
  const dir = path.join(root, '.cache', 'bench');
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
  const resources = a['resource-summary']?.details?.items ?? [];
  const scripts = resources.find((i) => i.resourceType === 'script');
  const documents = resources.find((i) => i.resourceType === 'document');
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
    // How much page there is: a long page's HTML takes longer to arrive, and its elements to lay out.
    htmlBytes: documents?.transferSize ?? 0,
    domElements: a['dom-size']?.numericValue ?? 0,
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

const NUMERIC = ['performance', 'fcp', 'lcp', 'tbt', 'cls', 'jsBytes', 'htmlBytes', 'domElements'];

/** Medians of the numeric figures; the descriptive ones from the median-performance run. */
export function summarize(runs) {
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
 * One Lighthouse run at a time (performance only), each in a Chrome of its own so that no run
 * inherits another's cache or memory: `measure(url, formFactor)` resolves to the run's figures.
 */
export async function lighthouseRunner(root) {
  const {lighthouse, desktopConfig, chromeLauncher} = await loadLighthouse(root);
  return async (url, formFactor = 'mobile') => {
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
}

/**
 * Lighthouse on every key page and its baseline page, alternating (ours, baseline, ours, …) and in
 * rounds (every page once, then again), so that the load of a shared machine falls on both alike.
 */
export async function sameRun({root, origin, baselineOrigin, pages, runs: rounds, formFactors}) {
  const measure = await lighthouseRunner(root);
  const runs = new Map();
  for (let round = 1; round <= rounds; round++) {
    for (const formFactor of formFactors) {
      for (const {route, baselineRoute} of pages) {
        const key = `${formFactor} ${route}`;
        if (!runs.has(key)) runs.set(key, {ours: [], baseline: []});
        const ours = await measure(`${origin}${route}`, formFactor);
        const baseline = await measure(`${baselineOrigin}${baselineRoute}`, formFactor);
        runs.get(key).ours.push(ours);
        runs.get(key).baseline.push(baseline);
        log(
          `round ${round} ${formFactor} ${route}: perf ${ours.performance}/${baseline.performance} TBT ${Math.round(ours.tbt)}/${Math.round(baseline.tbt)} ms LCP ${Math.round(ours.lcp)}/${Math.round(baseline.lcp)} ms (ours/baseline)`,
        );
      }
    }
  }
  return formFactors.flatMap((formFactor) =>
    pages.map(({name, route, baselineRoute}) => {
      const {ours, baseline} = runs.get(`${formFactor} ${route}`);
      return {
        name,
        route,
        formFactor,
        baselineRoute,
        ours: summarize(ours),
        baseline: summarize(baseline),
      };
    }),
  );
}
