/**
 * An unknown address answers 404 with the not-found page, which offers the pages it most likely
 * meant (from the routes the build wrote) and local search results for its words; before its scripts
 * run, its search form already works. It passes axe in both colour modes.
 */
import {test, expect, ABORTED_REQUEST, NOT_FOUND_DOCUMENT, anyOf, switchToDark} from './fixtures';
import {blockingViolations} from './axe';
import {NOT_FOUND_HEADING} from './routes';

// Every test opens an unknown address, which answers 404; one holds the page's scripts back.
test.use({expectedConsoleErrors: anyOf(NOT_FOUND_DOCUMENT, ABORTED_REQUEST)});

const CASES: [string, string][] = [
  ['/reference/ui/atoms/Buton', '/reference/ui/atoms/Button'],
  ['/docs/quickstart', '/quickstart'],
  ['/reference/sdk/usecart', '/reference/sdk/cart/useCart'],
];

for (const [address, meant] of CASES) {
  test(`${address} answers 404 and offers ${meant} first`, async ({page, request}) => {
    expect((await request.get(address)).status()).toBe(404);
    await page.goto(address);
    await expect(page.locator('h1')).toHaveText(NOT_FOUND_HEADING);
    const first = page.locator('[data-not-found-nearest] a').first();
    await expect(first).toHaveAttribute('href', meant);
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${meant}$`));
  });
}

test('the words of the address are searched in the local index', async ({page}) => {
  await page.goto('/reference/sdk/usecrat-hooks');
  await expect(page.locator('[data-not-found-search] a').first()).toBeVisible();
  await expect(page.getByLabel('Search the documentation')).toHaveValue('hooks usecrat sdk');
});

test('before its scripts run, the search form already takes the reader to the search page', async ({page}) => {
  await page.route('**/assets/js/**', (route) => route.abort());
  await page.goto('/reference/ui/atoms/Buton', {waitUntil: 'domcontentloaded'});
  await page.getByLabel('Search the documentation').fill('button');
  await page.locator('[data-not-found] form').getByRole('button', {name: 'Search'}).click();
  await expect(page).toHaveURL(/\/search\?q=button$/);
});

test('passes axe in light and dark mode', async ({page}) => {
  await page.goto('/reference/ui/atoms/Buton');
  await expect(page.locator('[data-not-found-nearest] a').first()).toBeVisible();
  expect(await blockingViolations(page), 'light').toEqual([]);
  await switchToDark(page);
  expect(await blockingViolations(page), 'dark').toEqual([]);
});
