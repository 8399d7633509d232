/**
 * Writers' templates (/templates/…) and section previews (/sections/…) are pages for the people who
 * write the portal: search engines are told not to index them, and neither the sitemap nor the site
 * search lists them. Reader pages keep being indexed.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from './fixtures';
import {ALL_ROUTES} from './routes';

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

test('the sitemap and the search index leave them out', async ({request}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/quickstart</loc>');
  for (const route of writerPages) expect(sitemap, route).not.toContain(`${route}</loc>`);

  const build = path.join(__dirname, '..', 'build');
  const indexes = fs.readdirSync(build).filter((f) => /^search-index.*\.json$/.test(f));
  expect(indexes.length).toBeGreaterThan(0);
  const indexed = indexes.map((f) => fs.readFileSync(path.join(build, f), 'utf8')).join('\n');
  expect(indexed).toContain('/quickstart');
  for (const route of writerPages) expect(indexed, route).not.toContain(`"${route}`);
});
