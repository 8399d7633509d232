/**
 * Every public URL keeps working (served, or redirected to its new address), every route of the
 * build answers with its page, and unknown paths answer with the not-found page and a 404.
 */
import {test, expect, NOT_FOUND_DOCUMENT} from './fixtures';
import {ALL_ROUTES, NOT_FOUND_HEADING, UNKNOWN_PATHS} from './routes';
import {readPublicUrls} from '../src/plugins/route-contract/check';
import {redirects} from '../src/data/redirects';
import {readContent} from '../tests/contentFiles';
import path from 'node:path';

const publicUrls = readPublicUrls(path.resolve(__dirname, '..'));

test('every public URL answers: with its page, or with a redirect to its new address', async ({page, request}) => {
  const served = new Set(ALL_ROUTES);
  for (const url of publicUrls) {
    const redirect = redirects.find((r) => r.from === url);
    if (redirect) {
      await page.goto(url);
      await expect(page, url).toHaveURL(new RegExp(`${redirect.to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    } else {
      expect(served.has(url), `${url} is not a route of the build`).toBe(true);
      expect((await request.get(url)).status(), url).toBe(200);
    }
  }
});

test('the static server answers 200 with the page for every route of the build', async ({request}) => {
  for (const route of ALL_ROUTES) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    expect(await response.text(), route).not.toContain(`>${NOT_FOUND_HEADING}<`);
  }
});

// Every route is also opened in a browser by a11y.spec.ts (render checks and axe).

test.describe('unknown addresses', () => {
  // Each address answers 404, which is the case under test.
  test.use({expectedConsoleErrors: NOT_FOUND_DOCUMENT});

  test('paths outside the route list show the not-found page with status 404', async ({page, request}) => {
    for (const p of UNKNOWN_PATHS) {
      const response = await request.get(p);
      expect(response.status(), p).toBe(404);
      await page.goto(p);
      await expect(page.locator('h1'), p).toHaveText(NOT_FOUND_HEADING);
    }
  });
});

test.describe('addresses with .html', () => {
  // The fixture fails the test on a console error: a hydration mismatch (React's errors 418 and 423) included.
  test('a path ending in .html or /index.html shows the same page as the path without it, at its address', async ({
    page,
  }) => {
    for (const [alias, canonical] of [
      ['/faq.html', '/faq'],
      ['/docs/index.html', '/docs'],
      ['/quickstart/index.html', '/quickstart'],
    ]) {
      await page.goto(canonical);
      const expected = await page.locator('h1').first().textContent();
      const response = await page.goto(alias);
      expect(response?.status(), alias).toBe(200);
      await expect(page.locator('h1').first(), alias).toHaveText(expected ?? '');
      await expect(page.locator('h1').first()).not.toHaveText(NOT_FOUND_HEADING);
      expect(new URL(page.url()).pathname, alias).toBe(canonical);
    }
  });
});

test('the release notes list ten posts a page, and every list page is reachable from the first', async ({page}) => {
  const posts = readContent().filter((f) => f.area === 'releases').length;
  const pages = Math.ceil(posts / 10);
  await page.goto('/releases');
  for (let n = 1; n <= pages; n++) {
    // A client-side navigation: wait until the new page's posts have replaced the previous ones.
    await expect(page.locator('article'), `list page ${n}`).toHaveCount(n < pages ? 10 : posts - 10 * (pages - 1));
    if (n < pages) {
      // The address changes before the new page replaces the old one: click only the new page's link.
      const older = page.getByRole('link', {name: /older/i}).first();
      await expect(older).toHaveAttribute('href', new RegExp(`/releases/page/${n + 1}$`));
      await older.click();
      await expect(page).toHaveURL(new RegExp(`/releases/page/${n + 1}$`));
    }
  }
  expect((await page.request.get(`/releases/page/${pages + 1}`)).status()).toBe(404);
});

test('/favicon.ico answers with the site’s icon, for the clients that ask for it by that name', async ({request}) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/x-icon');
  expect([...(await response.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
});
