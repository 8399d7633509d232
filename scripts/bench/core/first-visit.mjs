/** A first visit of the home page, and requests to other hosts on every key page. */
import zlib from 'node:zlib';
import {launchChromium} from '../../bench-common.mjs';

/** Every script and stylesheet the home page loads, gzip-compressed as served; hosts other than `origin`. */
export async function firstVisit({origin, pages}) {
  const browser = await launchChromium();
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
    if (!req.url().startsWith(origin) && !/^(data|blob):/.test(req.url())) external.add(req.url());
  });
  await page.goto(`${origin}/`, {waitUntil: 'networkidle'});
  await page.waitForTimeout(3000); // idle-time prefetches and lazy chunks
  const sum = (t) => assets.filter((a) => a.type === t).reduce((n, a) => n + a.gzip, 0);
  const result = {
    jsGzipBytes: sum('script'),
    cssGzipBytes: sum('stylesheet'),
    scripts: assets.filter((a) => a.type === 'script').map((a) => new URL(a.url).pathname),
  };
  // Every key page, for requests to other hosts.
  for (const {route} of pages) {
    await page.goto(`${origin}${route}`, {waitUntil: 'networkidle'});
  }
  await browser.close();
  return {...result, externalRequests: [...external]};
}
