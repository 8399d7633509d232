/**
 * Writers' templates (/templates/…, `unlisted` in their front matter) and section previews
 * (/sections/…) are pages for the people who write the portal: search engines are told not to index
 * them, and neither the sitemap, the site search, llms.txt nor any sidebar lists them. Reader pages
 * keep being indexed.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from './fixtures';
import {ALL_ROUTES} from './routes';
import {BUILD_DIR} from '../playwright.config';

const writerPages = ALL_ROUTES.filter((r) => /^\/(templates|sections)\//.test(r));

test('writer and preview pages are marked noindex; reader pages are not', async ({request}) => {
  expect(writerPages.length).toBeGreaterThan(0);
  for (const route of writerPages) {
    const html = await (await request.get(route)).text();
    // Attribute quotes are optional in the minified HTML.
    expect(html, route).toMatch(/<meta[^>]+name="?robots"?[^>]+content="noindex, nofollow"/);
  }
  for (const route of ['/', '/docs', '/quickstart', '/reference/ui/atoms/Button']) {
    expect(await (await request.get(route)).text(), route).not.toMatch(/name="?robots"?[^>]+noindex/);
  }
});

test('the sitemap, the search index and llms.txt leave them out', async ({request}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/quickstart</loc>');
  for (const route of writerPages) expect(sitemap, route).not.toContain(`${route}</loc>`);

  // The routes the search plugin gave Pagefind, written by it into the default build these tests serve.
  const indexed: string[] = JSON.parse(
    fs.readFileSync(path.resolve(__dirname, '..', BUILD_DIR, '.search-pages.json'), 'utf8'),
  );
  expect(indexed).toContain('/quickstart');
  for (const route of writerPages) expect(indexed, route).not.toContain(route);

  // Nor do the indexes that point language models at the Markdown copies.
  const llms = await (await request.get('/llms.txt')).text();
  expect(llms).toContain('/quickstart.md');
  for (const route of writerPages) expect(llms, route).not.toContain(`${route}.md`);
});

test('no sidebar links to them, not even one on another writer page', async ({page}) => {
  const template = writerPages.find((r) => r.startsWith('/templates/'))!;
  for (const route of ['/docs', template]) {
    await page.goto(route);
    const links = await page
      .locator('.theme-doc-sidebar-menu a[href^="/"]')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(links.length, route).toBeGreaterThan(0);
    expect(
      links.filter((href) => href !== route && writerPages.includes(href!)),
      route,
    ).toEqual([]);
  }
});
