/**
 * Every route of the portal exists exactly, and nothing else does.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from './fixtures';
import {ALL_ROUTES, NOT_FOUND_HEADING, UNKNOWN_PATHS} from './routes';

const BUILD = path.resolve(__dirname, '..', 'build');

/** Routes the build wrote an HTML page for (`x/index.html` and `x.html` both mean `/x`). */
function builtRoutes(): string[] {
  return (fs.readdirSync(BUILD, {recursive: true}) as string[])
    .filter((f) => f.endsWith('.html') && f !== '404.html')
    .map((f) => `/${f.replace(/\\/g, '/')}`.replace(/(\/index)?\.html$/, '') || '/')
    .sort();
}

test('the build has a page for every spec route and for no other route', () => {
  const built = new Set(builtRoutes());
  const expected = new Set(ALL_ROUTES);
  expect([...expected].filter((r) => !built.has(r)), 'spec routes missing from the build').toEqual([]);
  expect([...built].filter((r) => !expected.has(r)), 'built pages that the route list does not have').toEqual([]);
});

test('the static server answers 200 with the page for every spec route', async ({request}) => {
  for (const route of ALL_ROUTES) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    expect(await response.text(), route).not.toContain(`>${NOT_FOUND_HEADING}<`);
  }
});

// Every route is also opened in a browser by a11y.spec.ts (render checks and axe).

test('paths outside the route list show the not-found page with status 404', async ({page, request}) => {
  for (const p of UNKNOWN_PATHS) {
    const response = await request.get(p);
    expect(response.status(), p).toBe(404);
    await page.goto(p);
    await expect(page.locator('h1'), p).toHaveText(NOT_FOUND_HEADING);
  }
});

test('a path ending in .html or /index.html shows the same page as the path without it', async ({page}) => {
  for (const [alias, canonical] of [['/faq.html', '/faq'], ['/docs/index.html', '/docs'], ['/quickstart/index.html', '/quickstart']]) {
    await page.goto(canonical);
    const expected = await page.locator('h1').first().textContent();
    const response = await page.goto(alias);
    expect(response?.status(), alias).toBe(200);
    await expect(page.locator('h1').first(), alias).toHaveText(expected ?? '');
    await expect(page.locator('h1').first()).not.toHaveText(NOT_FOUND_HEADING);
  }
});
