/**
 * The local search index of the default build — shortcuts, the /search page with ?q=, and
 * relevance for the names a FastStore developer searches for.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {ALL_ROUTES} from './routes';

// The local search plugin's navbar input (it becomes a combobox once autocomplete attaches).
const searchBox = (page: Page) => page.locator('nav.navbar input.navbar__search-input[aria-label="Search"]');
const options = (page: Page) => page.locator('nav.navbar [role="listbox"] [role="option"]');
// The /search page of the local plugin has no <main>; its content sits in the skip-link target.
const searchPage = (page: Page) => page.locator('#__docusaurus_skipToContent_fallback');
const firstResultLink = (page: Page) => searchPage(page).locator('article h2 a').first();

test('Ctrl+K, Cmd+K and / open the search box; Escape leaves it', async ({page}) => {
  await page.goto('/docs');
  // The shortcuts are bound once React has hydrated; keys pressed before that reach only the plugin.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const box = searchBox(page);
  await expect(box).toBeVisible();
  for (const shortcut of ['Control+k', 'Meta+k', '/']) {
    await page.locator('main').click({position: {x: 5, y: 5}});
    await expect(box).not.toBeFocused();
    await page.keyboard.press(shortcut);
    await expect(box, shortcut).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(box, `Escape after ${shortcut}`).not.toBeFocused();
  }
});

test('Escape leaves the search box even while its list of results is open', async ({page}) => {
  await page.goto('/docs');
  const box = searchBox(page);
  await box.click();
  await page.keyboard.type('cart');
  await expect(options(page).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(box).not.toBeFocused();
});

test('the slash key is typed, not captured, inside an input', async ({page}) => {
  await page.goto('/docs');
  const box = searchBox(page);
  await box.click();
  await page.keyboard.type('cart/');
  await expect(box).toHaveValue('cart/');
  // In another field (the survey's comment box) the slash is typed too.
  await page.getByRole('button', {name: 'Feedback'}).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', {name: '5 – very satisfied'}).check();
  await dialog.getByRole('button', {name: 'Submit'}).click();
  const comment = dialog.getByLabel('What should we improve? (optional)');
  await comment.click();
  await page.keyboard.type('a/b');
  await expect(comment).toHaveValue('a/b');
});

test('results are highlighted and navigable with the keyboard; Enter opens one', async ({page}) => {
  await page.goto('/docs');
  const box = searchBox(page);
  await box.click();
  await box.fill('useCart');
  const first = options(page).first();
  await expect(first).toBeVisible();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('nav.navbar [role="listbox"] mark').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/reference\/sdk\/cart\/useCart/);
});

test('/search reads and writes ?q=, and lists the useCart reference first', async ({page}) => {
  await page.goto('/search?q=useCart');
  await expect(firstResultLink(page)).toHaveAttribute('href', /^\/reference\/sdk\/cart\/useCart/);
  await expect(searchPage(page).locator('article mark').first()).toBeVisible();
  const input = searchPage(page).locator('input[type="search"][name="q"]');
  await expect(input).toHaveValue('useCart');
  await input.fill('allProducts');
  await expect(page).toHaveURL(/[?&]q=allProducts/);
  await expect(firstResultLink(page)).toHaveAttribute('href', /^\/reference\/api\/queries\/allProducts/);
});

for (const [query, route] of [
  ['Button', '/reference/ui/atoms/Button'],
  ['ProductCard', '/reference/ui/molecules/ProductCard'],
  ['useCart', '/reference/sdk/cart/useCart'],
  ['allProducts', '/reference/api/queries/allProducts'],
  ['shadowing', '/conceptual-guides/shadowing'],
] as const) {
  test(`searching "${query}" ranks ${route} first`, async ({page}) => {
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    await expect(firstResultLink(page)).toHaveAttribute('href', new RegExp(`^${route}(#|$)`));
  });
}

test('section hits are grouped under their page; clicking one opens the page at that section', async ({page}) => {
  await page.goto('/docs');
  const box = searchBox(page);
  await box.click();
  await box.fill('shadowing');
  // Headings and excerpts of a page are listed under the page's own hit (tree icons group them).
  const sectionHit = options(page)
    .filter({has: page.locator('[class*="hitTree"]')})
    .first();
  await expect(sectionHit).toBeVisible();
  await sectionHit.click();
  await expect(page).toHaveURL(/\/conceptual-guides\/shadowing#[\w-]+$/);
  const hash = new URL(page.url()).hash;
  await expect(page.locator(`[id="${decodeURIComponent(hash.slice(1))}"]`)).toBeInViewport();
});

test('the local index covers every page but the home page, the release lists and the search page', () => {
  // Read from disk: the default build is the one these tests serve.
  const dir = path.join(__dirname, '..', 'build');
  const files = fs.readdirSync(dir).filter((f) => /^search-index.*\.json$/.test(f));
  expect(files.length).toBeGreaterThan(0);
  const indexed = new Set<string>();
  for (const file of files) {
    const parts = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as {documents: {u: string}[]}[];
    for (const part of parts) for (const doc of part.documents) indexed.add(doc.u);
  }
  // Lists of posts repeat the posts' own text and the home page is a set of links to indexed pages, so
  // the plugin leaves them out on purpose.
  const lists = /^\/($|search$|releases($|\/archive$|\/page\/|\/tags))/;
  // Writers' templates and section previews are left out on purpose too (noindex.spec.ts).
  const forWriters = /^\/(templates|sections)\//;
  expect(ALL_ROUTES.filter((route) => !lists.test(route) && !forWriters.test(route) && !indexed.has(route))).toEqual(
    [],
  );
});
