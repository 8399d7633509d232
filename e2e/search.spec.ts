/**
 * Issue 4: the local search index of the default build — shortcuts, the /search page with ?q=, and
 * relevance for the names a FastStore developer searches for.
 */
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

const searchBox = (page: Page) => page.getByRole('navigation', {name: 'Main'}).getByRole('searchbox').or(
  page.locator('nav.navbar input[type="search"]'),
).first();

test('Ctrl+K, Cmd+K and / open the search box; Escape leaves it', async ({page}) => {
  await page.goto('/docs');
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

test('results are grouped by page with the heading and a highlighted excerpt; keyboard opens one', async ({page}) => {
  await page.goto('/docs');
  const box = searchBox(page);
  await box.click();
  await box.fill('useCart');
  const first = page.locator('[role="option"], .aa-suggestion').first();
  await expect(first).toBeVisible();
  await expect(page.locator('.aa-dropdown-menu mark, [role="listbox"] mark').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/reference\/sdk\/cart\/useCart/);
});

test('/search reads and writes ?q=, and lists the useCart reference first', async ({page}) => {
  await page.goto('/search?q=useCart');
  const results = page.locator('main article h2 a, main .search-result-match, main a[href*="/"]').filter({hasText: /\S/});
  const firstLink = page.locator('main article a').first();
  await expect(firstLink).toHaveAttribute('href', /^\/reference\/sdk\/cart\/useCart/);
  void results;
  const input = page.locator('main input[type="search"], main input').first();
  await expect(input).toHaveValue('useCart');
  await input.fill('allProducts');
  await expect(page).toHaveURL(/[?&]q=allProducts/);
  await expect(page.locator('main article a').first()).toHaveAttribute('href', /^\/reference\/api\/queries\/allProducts/);
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
    await expect(page.locator('main article a').first()).toHaveAttribute('href', new RegExp(`^${route}(#|$)`));
  });
}

test('clicking a section result opens the page at that section', async ({page}) => {
  await page.goto('/docs');
  const box = searchBox(page);
  await box.click();
  await box.fill('shadowing');
  const withHash = page.locator('.aa-suggestion a[href*="#"], [role="option"] a[href*="#"]').first();
  await expect(withHash).toBeVisible();
  const href = (await withHash.getAttribute('href'))!;
  await withHash.click();
  const hash = new URL(href, 'http://x').hash;
  await expect(page).toHaveURL(new RegExp(`${hash}$`));
  await expect(page.locator(`[id="${decodeURIComponent(hash.slice(1))}"]`)).toBeInViewport();
});
