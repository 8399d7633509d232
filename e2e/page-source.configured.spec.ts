/**
 * In the configured build, whose EDIT_URL is the test value set by `build:configured` in
 * package.json, every docs page and release note links "Edit this page" to its own file in the
 * repository, and no other page has the link. Docs pages' dates match their file's last commit.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from './fixtures';
import {violationsInBothModes} from './axe';
import {ALL_ROUTES} from './routes';
import {ROOT, docFile, gitLastUpdate, readPageSource} from './pageSource';

const scripts = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts as Record<string, string>;
const EDIT_BASE = /\bEDIT_URL=(\S+)/.exec(scripts['build:configured'])?.[1];

test('docs pages and release notes link to their own file; other pages have no edit link', async ({request}) => {
  test.setTimeout(120_000);
  expect(EDIT_BASE, 'build:configured sets EDIT_URL').toMatch(/^https:\/\/.+\/$/);
  for (const route of ALL_ROUTES) {
    const page = readPageSource(await (await request.get(route)).text());
    if (page.kind === 'other') {
      expect(page.editUrl, route).toBeUndefined();
      continue;
    }
    expect(page.editUrl, route).toBeDefined();
    expect(page.editUrl!.startsWith(EDIT_BASE!), route).toBe(true);
    const file = page.editUrl!.slice(EDIT_BASE!.length);
    expect(fs.existsSync(path.join(ROOT, file)), `${route} links to ${file}`).toBe(true);
    if (page.kind === 'doc') {
      expect(file, route).toBe(docFile(page.docId!));
      expect(page.lastUpdated, `${route} (${file})`).toBe(gitLastUpdate(file));
    } else {
      // /releases/2022/06/03/faststore is releases/2022-06-03-faststore.mdx
      const [, y, m, d, slug] = /^\/releases\/(\d{4})\/(\d{2})\/(\d{2})\/(.+)$/.exec(route)!;
      expect(file, route).toMatch(new RegExp(`^releases/${y}-${m}-${d}-${slug}\\.mdx?$`));
    }
  }
});

test('the edit link is a named link to the page source, and the page footer passes axe in both modes', async ({
  page,
}) => {
  await page.goto('/reference/sdk/cart/useCart');
  await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveAttribute(
    'href',
    `${EDIT_BASE}docs/reference/sdk/cart/useCart.mdx`,
  );
  await expect(page.locator('article footer .theme-last-updated')).toHaveText(/^Last updated on /);
  expect(await violationsInBothModes(page, {include: 'article footer'})).toEqual([]);
});
