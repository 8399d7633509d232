#!/usr/bin/env node
/**
 * Benchmark section: when Chrome itself paints the largest element, next to Lighthouse's estimate.
 *
 * Lighthouse's mobile LCP is simulated (lantern): from one unthrottled load it keeps, for LCP, every
 * request that had finished before the observed LCP paint except low-priority images, and for FCP
 * only the requests with render-blocking priority. When the page's JavaScript has downloaded before
 * that paint, as it has on a local server, the simulated LCP includes its download (and its
 * evaluation, when it ran before that paint) and the simulated FCP does not. This section records what Chrome reports
 * for the same pages with its CPU slowed down four times (Lighthouse's mobile factor): first
 * contentful paint, largest contentful paint, and when the main bundle finished downloading, from
 * the page's own paint and resource timing entries. Ours and the blank Docusaurus page of its kind
 * alternate, as in the same-run table.
 *
 * As a section of `npm run bench`: `measure(ctx)` (see scripts/bench/core/sections.mjs), which passes the key
 * pages and the baseline's origin. Alone, with both sites served:
 *   node scripts/bench/lcp.mjs --origin http://127.0.0.1:4500 --baseline http://127.0.0.1:4501
 */
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';
import {launchChromium, median} from '../bench-common.mjs';

const ms = (v) => (v == null ? '–' : `${Math.round(v)} ms`);

/** Paint and resource timing of one load, read from the page once it has settled. */
async function observe(browser, url) {
  // Lighthouse's mobile viewport (Moto G Power) and CPU slowdown; the network is not throttled.
  const context = await browser.newContext({
    viewport: {width: 412, height: 823},
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await page.goto(url, {waitUntil: 'load'});
    // LCP entries stop at the first input; none happens here, so wait for the page to settle.
    await page.waitForTimeout(1500);
    return await page.evaluate(
      () =>
        new Promise((resolve) => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
          const main = performance
            .getEntriesByType('resource')
            .find((e) => /\/assets\/js\/main\.[0-9a-f]+\.js$/.test(e.name));
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1);
            resolve({
              fcp,
              lcp: last?.startTime ?? null,
              lcpTag: last?.element?.tagName?.toLowerCase() ?? null,
              mainBundleEnd: main?.responseEnd ?? null,
            });
          }).observe({type: 'largest-contentful-paint', buffered: true});
        }),
    );
  } finally {
    await context.close();
  }
}

export default async function measure({origin, baselineOrigin, pages, runs = 3, log}) {
  if (!baselineOrigin || !pages?.length) throw new Error('needs the key pages and the baseline origin');
  const browser = await launchChromium();
  const samples = new Map(pages.map((p) => [p.route, {ours: [], baseline: []}]));
  try {
    for (let round = 1; round <= runs; round++) {
      for (const {route, baselineRoute} of pages) {
        const ours = await observe(browser, `${origin}${route}`);
        const baseline = await observe(browser, `${baselineOrigin}${baselineRoute}`);
        samples.get(route).ours.push(ours);
        samples.get(route).baseline.push(baseline);
        log(
          `round ${round} ${route}: FCP ${ms(ours.fcp)} LCP ${ms(ours.lcp)} (baseline ${ms(baseline.fcp)} · ${ms(baseline.lcp)})`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  const summary = (list) => ({
    fcp: median(list.map((x) => x.fcp ?? NaN)),
    lcp: median(list.map((x) => x.lcp ?? NaN)),
    // The LCP element painted in the first contentful frame.
    lcpAtFcp: list.filter((x) => x.lcp != null && x.fcp != null && x.lcp - x.fcp < 1).length,
    // The main bundle had downloaded before that paint: Lighthouse's simulated LCP then includes it.
    bundleBeforeLcp: list.filter((x) => x.mainBundleEnd != null && x.lcp != null && x.mainBundleEnd < x.lcp).length,
    mainBundleEnd: median(list.map((x) => x.mainBundleEnd ?? NaN)),
    runs: list.length,
  });
  const rows = pages.map(({route, baselineRoute}) => ({
    route,
    baselineRoute,
    ours: summary(samples.get(route).ours),
    baseline: summary(samples.get(route).baseline),
  }));
  const cell = (s) => `${ms(s.fcp)} · ${ms(s.lcp)}`;
  const markdown = [
    "Chrome's own paint timing for the same pages (412×823 mobile viewport, CPU slowed down 4×, network not throttled), medians of " +
      `${runs} loads each. *LCP at FCP* counts the loads whose largest element was painted in the first contentful frame; ` +
      '*bundle before LCP* counts those whose main bundle had finished downloading before that paint.',
    '',
    '| page | ours: FCP · LCP | LCP at FCP | bundle before LCP (downloaded at) | baseline: FCP · LCP | LCP at FCP |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| \`${r.route}\` | ${cell(r.ours)} | ${r.ours.lcpAtFcp}/${r.ours.runs} | ${r.ours.bundleBeforeLcp}/${r.ours.runs} (${ms(r.ours.mainBundleEnd)}) | ${cell(r.baseline)} (\`${r.baselineRoute}\`) | ${r.baseline.lcpAtFcp}/${r.baseline.runs} |`,
    ),
    '',
    "Why Lighthouse's LCP is about twice its FCP: its simulation (lantern, in Lighthouse 12.8.2) builds the LCP estimate from every request that finished before the observed LCP paint, low-priority images excepted, and the FCP estimate from render-blocking requests only. Where the largest element paints in the first frame and the bundle had downloaded before it, the two estimates differ by the bundle's simulated download, not by anything the element waits for. On the blank site, Chrome paints only after the deferred bundle has run whenever it finished downloading before the HTML was parsed; the route chunks the bundle requests then finish before that paint too and count as well, and Lighthouse's LCP comes out about half a second later. Each of its loads falls in one mode or the other, which is why the table above is read from medians of many runs. Our pages add their scripts one frame after the first paint (src/pageTemplate), so their bundle never runs before it.",
  ].join('\n');
  return {title: 'Largest Contentful Paint as Chrome observes it', markdown, json: {runs, rows}};
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {values} = parseArgs({
    options: {
      origin: {type: 'string', default: 'http://127.0.0.1:4500'},
      baseline: {type: 'string', default: 'http://127.0.0.1:4501'},
      runs: {type: 'string', default: '3'},
    },
  });
  const result = await measure({
    origin: values.origin,
    baselineOrigin: values.baseline,
    pages: [
      {route: '/docs', baselineRoute: '/docs/intro'},
      {route: '/', baselineRoute: '/'},
    ],
    runs: Number(values.runs),
    log: (...a) => console.error('[bench:lcp]', ...a),
  });
  console.log(result.markdown);
}
