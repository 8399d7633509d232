/**
 * The local search of the default build (Pagefind, `src/plugins/search`): nothing of it loads with a
 * page, the dialog and its shortcuts, results grouped by page and section with highlighted words, the
 * /search page with ?q= and area filters, the bytes a query downloads, and the relevance of the built
 * index for what FastStore developers type.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Page, Request} from '@playwright/test';
import {test, expect, colorModeKey} from './fixtures';
import {blockingViolations} from './axe';
import {ALL_ROUTES} from './routes';
import {RELEVANCE} from '../tests/searchRelevance';

const searchButton = (page: Page) => page.locator('nav.navbar').getByRole('button', {name: 'Search'});
const dialog = (page: Page) => page.getByRole('dialog', {name: 'Search the documentation'});
const dialogInput = (page: Page) => dialog(page).getByRole('combobox', {name: 'Search the documentation'});
const options = (page: Page) => dialog(page).getByRole('option');
const isSearchRequest = (request: Request) => request.url().includes('/pagefind/');

async function typeInDialog(page: Page, query: string) {
  await dialogInput(page).fill(query);
  await expect(dialog(page).locator(`[role="listbox"][data-results-for="${query}"]`)).toBeAttached();
}

test('a page loads nothing of the search; opening it loads the dialog and the index', async ({page}) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (isSearchRequest(request)) requests.push(request.url());
  });
  await page.goto('/docs');
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
  await searchButton(page).click();
  await typeInDialog(page, 'useCart');
  expect(requests.some((url) => url.endsWith('pagefind.js'))).toBe(true);
  expect(requests.some((url) => url.endsWith('.pf_index'))).toBe(true);
});

test('Ctrl+K, Cmd+K and / open the search dialog; Escape closes it and returns focus', async ({page}) => {
  await page.goto('/docs');
  for (const shortcut of ['Control+k', 'Meta+k', '/']) {
    await page.locator('main').click({position: {x: 5, y: 5}});
    await page.keyboard.press(shortcut);
    await expect(dialogInput(page), shortcut).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page), `Escape after ${shortcut}`).toBeHidden();
  }
  await searchButton(page).click();
  await typeInDialog(page, 'cart');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(searchButton(page)).toBeFocused();
});

test('keys typed while the dialog is still loading become its query', async ({page}) => {
  await page.goto('/docs');
  // No pointer on the button, so nothing was preloaded: the dialog's code downloads after the shortcut.
  await page.keyboard.press('Control+k');
  await page.keyboard.type('useCart');
  await expect(dialogInput(page)).toHaveValue('useCart');
  await expect(dialog(page).locator('[role="listbox"][data-results-for="useCart"]')).toBeAttached();
});

test('the slash key is typed, not captured, inside an input', async ({page}) => {
  await page.goto('/docs');
  await searchButton(page).click();
  await expect(dialogInput(page)).toBeFocused();
  await page.keyboard.type('cart/');
  await expect(dialogInput(page)).toHaveValue('cart/');
  await page.keyboard.press('Escape');
  // In another field (the survey's comment box) the slash is typed too.
  await page.getByRole('button', {name: 'Feedback'}).click();
  const survey = page.getByRole('dialog');
  await survey.getByRole('radio', {name: '5 – very satisfied'}).check();
  await survey.getByRole('button', {name: 'Submit'}).click();
  const comment = survey.getByLabel('What should we improve? (optional)');
  await comment.click();
  await page.keyboard.type('a/b');
  await expect(comment).toHaveValue('a/b');
});

test('results are grouped by page with their sections, words are highlighted, keys move and Enter opens', async ({
  page,
}) => {
  await page.goto('/docs');
  await page.keyboard.press('Control+k');
  await typeInDialog(page, 'useCart');
  const firstGroup = dialog(page).getByRole('group').first();
  await expect(firstGroup).toHaveAccessibleName('useCart');
  await expect(firstGroup.locator('mark').first()).toBeVisible();
  const first = options(page).first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(dialogInput(page)).toHaveAttribute(
    'aria-activedescendant',
    (await options(page).nth(1).getAttribute('id'))!,
  );
  await page.keyboard.press('ArrowUp');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/reference\/sdk\/cart\/useCart$/);
  await expect(dialog(page)).toBeHidden();
});

test('a section hit opens its page at that section', async ({page}) => {
  await page.goto('/docs');
  await searchButton(page).click();
  await typeInDialog(page, 'shadowing');
  const section = dialog(page).locator('a[role="option"][href*="#"]').first();
  await expect(section).toBeVisible();
  await section.click();
  await expect(page).toHaveURL(/#[\w-]+$/);
  const hash = new URL(page.url()).hash;
  await expect(page.locator(`[id="${decodeURIComponent(hash.slice(1))}"]`)).toBeInViewport();
});

test('/search reads and writes ?q= and the area filters', async ({page}) => {
  await page.goto('/search?q=useCart');
  const list = page.locator('main ol[data-results-for]');
  await expect(list).toHaveAttribute('data-results-for', 'useCart');
  await expect(list.locator('article h2 a').first()).toHaveAttribute('href', '/reference/sdk/cart/useCart');
  await expect(list.locator('article mark').first()).toBeVisible();
  const input = page.getByRole('search').getByRole('searchbox', {name: 'Search the documentation'});
  await expect(input).toHaveValue('useCart');
  await input.fill('checkout');
  await expect(page).toHaveURL(/[?&]q=checkout(&|$)/);
  await expect(list).toHaveAttribute('data-results-for', 'checkout');
  // Each area shows how many pages match in it.
  await expect(page.getByRole('checkbox', {name: /^Release notes \([1-9]\d*\)$/})).toBeVisible();
  // Narrowed to the release notes: every result is a release note, and the address says so.
  await page.getByRole('checkbox', {name: /^Release notes/}).check();
  await expect(page).toHaveURL(/[?&]area=Release\+notes/);
  await expect(list).toHaveAttribute('data-results-for', 'checkout|Release notes');
  const hrefs = await list.locator('article h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.filter((href) => !href?.startsWith('/releases/'))).toEqual([]);
  // The address alone restores the filter.
  await page.goto('/search?q=checkout&area=Tutorials');
  await expect(page.getByRole('checkbox', {name: /^Tutorials/})).toBeChecked();
  await expect(list).toHaveAttribute('data-results-for', 'checkout|Tutorials');
  const tutorials = await list.locator('article h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(tutorials.filter((href) => !href?.startsWith('/tutorials'))).toEqual([]);
});

test.describe('on a phone', () => {
  // The page's static text is short enough there for the footer to be in view before the results.
  test.use({viewport: {width: 412, height: 823}, isMobile: true});

  test('nothing on screen moves when the results and area counts of /search?q= arrive', async ({page}) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as {layoutShifts: number[]}).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as {value: number}).value);
      }).observe({type: 'layout-shift', buffered: true});
    });
    await page.goto('/search?q=cart');
    await expect(page.locator('main ol[data-results-for]')).toHaveAttribute('data-results-for', 'cart');
    await expect(page.getByRole('checkbox', {name: /^Docs \(\d+\)$/})).toBeVisible();
    const shifts = await page.evaluate(() => (window as unknown as {layoutShifts: number[]}).layoutShifts);
    expect(shifts).toEqual([]);
  });
});

test('a first query downloads at most 150 KB (gzip) and a further one at most 40 KB', async ({page}) => {
  const zlib = await import('node:zlib');
  // Each request counts for the step during which it was made, however late its body is read.
  let step = 'page load';
  const downloads: {step: string; url: string; bytes: Promise<number>}[] = [];
  page.on('request', (request) => {
    const made = step;
    downloads.push({
      step: made,
      url: request.url(),
      bytes: request
        .response()
        .then((response) => response?.body() ?? Buffer.alloc(0))
        .then((body) => Math.min(body.length, zlib.gzipSync(body).length))
        .catch(() => 0),
    });
  });
  const downloadedIn = async (name: string) => {
    const mine = downloads.filter((d) => d.step === name);
    const sizes = await Promise.all(mine.map((d) => d.bytes));
    return {total: sizes.reduce((a, b) => a + b, 0), urls: mine.map((d, i) => `${sizes[i]} ${d.url}`).join('\n')};
  };
  await page.goto('/docs');
  await page.waitForLoadState('networkidle');
  step = 'useCart';
  await page.keyboard.press('Control+k');
  await dialogInput(page).pressSequentially('useCart', {delay: 100});
  await expect(dialog(page).locator('[role="listbox"][data-results-for="useCart"]')).toBeAttached();
  const first = await downloadedIn('useCart');
  expect(first.total, `first query:\n${first.urls}`).toBeLessThanOrEqual(150 * 1024);
  // A further query is entered at once: typed a key at a time, what it downloads would depend on
  // how long each pause between keys lasts on a busy machine (a pause over the dialog's typing pause
  // fetches the page text of a prefix's results too).
  for (const query of ['checkout', 'ProductCard']) {
    step = query;
    await dialogInput(page).fill(query);
    await expect(dialog(page).locator(`[role="listbox"][data-results-for="${query}"]`)).toBeAttached();
    const further = await downloadedIn(query);
    expect(further.total, `${query}:\n${further.urls}`).toBeLessThanOrEqual(40 * 1024);
  }
});

test('the index covers every page a reader can reach but lists, the home page and the search page', () => {
  // Written by the search plugin from what it gave Pagefind, in the default build these tests serve.
  const indexed = new Set(
    JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'build', '.search-pages.json'), 'utf8')) as string[],
  );
  // Lists of posts repeat the posts' own text and the home page is a set of links to indexed pages.
  const lists = /^\/($|search$|releases($|\/archive$|\/page\/|\/tags))/;
  // Writers' templates and section previews are left out on purpose (noindex.spec.ts).
  const forWriters = /^\/(templates|sections)\//;
  expect(ALL_ROUTES.filter((route) => !lists.test(route) && !forWriters.test(route) && !indexed.has(route))).toEqual(
    [],
  );
  expect([...indexed].filter((route) => forWriters.test(route))).toEqual([]);
});

test('relevance: each query ranks its page first or in the top three', async ({page}) => {
  test.setTimeout(120_000);
  await page.goto('/search');
  const input = page.getByRole('search').getByRole('searchbox', {name: 'Search the documentation'});
  const list = page.locator('main ol[data-results-for]');
  const misses: string[] = [];
  for (const {query, page: expected, rank} of RELEVANCE) {
    await input.fill(query);
    await expect(list).toHaveAttribute('data-results-for', query);
    const hrefs = await list
      .locator('article h2 a')
      .evaluateAll((links) => links.slice(0, 3).map((a) => a.getAttribute('href')));
    const position = hrefs.indexOf(expected);
    if (position === -1 || (rank === 'first' && position !== 0)) {
      misses.push(`${query}: expected ${expected} ${rank}, got ${hrefs.join(', ')}`);
    }
  }
  expect(misses).toEqual([]);
});

test('the open dialog and the results page pass axe in light and dark mode', async ({page}) => {
  const blocking = () => blockingViolations(page);
  for (const mode of ['light', 'dark']) {
    await page.goto('/search?q=useCart');
    if (mode === 'dark') {
      await page.evaluate((key) => localStorage.setItem(key, 'dark'), await colorModeKey(page));
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    }
    await expect(page.locator('main ol[data-results-for="useCart"]')).toBeAttached();
    expect(await blocking(), `/search in ${mode} mode`).toEqual([]);
    await page.keyboard.press('Control+k');
    await typeInDialog(page, 'checkout');
    expect(await blocking(), `dialog in ${mode} mode`).toEqual([]);
    await page.keyboard.press('Escape');
  }
});
