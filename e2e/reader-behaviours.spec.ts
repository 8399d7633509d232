/**
 * What Docusaurus already gives readers (keyboard, navigation, error states), confirmed in the production
 * build: progress bar after 200 ms, scroll to top or to the hash, no prefetch on 2g/data-saver, the
 * crash page with Try again, recovery from a page chunk that fails to load, the error and Retry button
 * when a page's modules cannot load at all (src/clientModules/chunkLoadError.ts), and the skip link.
 */
import {test, expect, ABORTED_REQUEST, anyOf, delayRequests} from './fixtures';

/** The idle prefetch queue's deadline (src/clientModules/idlePrefetch.ts), with a margin. */
const IDLE_PREFETCH_TIMEOUT_MS = 11_000;

const isChunk = (url: URL) =>
  /\/assets\/js\/.+\.js$/.test(url.pathname) && !/\/(main|runtime~main)\./.test(url.pathname);

test('the route progress bar appears only after 200 ms of loading', async ({page}) => {
  await page.goto('/docs');
  await delayRequests(page, isChunk, 2500);
  const bar = page.locator('#nprogress');
  // Record, in the page, when the bar is first added relative to the click.
  await page.evaluate(() => {
    const w = window as unknown as {barAfter?: number; clickedAt?: number};
    new MutationObserver(() => {
      if (document.getElementById('nprogress') && w.barAfter === undefined && w.clickedAt)
        w.barAfter = performance.now() - w.clickedAt;
    }).observe(document.body, {childList: true, subtree: true});
    document.addEventListener('click', () => (w.clickedAt = performance.now()), {capture: true});
  });
  await page.locator('footer').getByRole('link', {name: 'Resources'}).click();
  await expect(bar).toBeAttached();
  const after = await page.evaluate(() => (window as unknown as {barAfter: number}).barAfter);
  expect(after).toBeGreaterThanOrEqual(195);
  await expect(page).toHaveURL('/resources');
  await expect(bar).not.toBeAttached({timeout: 15_000});
});

test('a route change scrolls to the top, or to the anchor of the hash', async ({page}) => {
  await page.goto('/faq');
  await page.mouse.wheel(0, 3000);
  await page.waitForFunction(() => window.scrollY > 1000);
  await page.locator('footer').getByRole('link', {name: 'Quickstart'}).click();
  await expect(page).toHaveURL('/quickstart');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  const id = await page.locator('article h2[id]').last().getAttribute('id');
  await page.goto('/docs');
  await page.goto(`/quickstart#${id}`);
  await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
});

for (const connection of [
  {effectiveType: '2g', saveData: false},
  {effectiveType: '4g', saveData: true},
]) {
  test(`links are not prefetched on ${connection.saveData ? 'data saver' : '2g'}`, async ({page}) => {
    await page.addInitScript(
      (c) => Object.defineProperty(navigator, 'connection', {value: c, configurable: true}),
      connection,
    );
    await page.clock.install();
    await page.goto('/docs');
    await page.waitForLoadState('networkidle');
    const before = await page.locator('link[rel="prefetch"]').count();
    await page.locator('footer').getByRole('link', {name: 'Resources'}).hover();
    await page.locator('footer').getByRole('link', {name: 'Tutorials'}).hover();
    // Past the longest wait a prefetch can have (an idle callback's 10 s timeout), on the page's clock.
    await page.clock.runFor(IDLE_PREFETCH_TIMEOUT_MS);
    expect(await page.locator('link[rel="prefetch"]').count()).toBe(before);
  });
}

test('links are prefetched on a fast connection (the control case)', async ({page}) => {
  await page.goto('/docs');
  await page.waitForLoadState('networkidle');
  const before = await page.locator('link[rel="prefetch"]').count();
  await page.locator('footer').getByRole('link', {name: 'Resources'}).hover();
  await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(before);
});

test.describe('when a page throws while rendering', () => {
  // The page is made to throw: its error is the case under test.
  test.use({expectedConsoleErrors: /Intl\.DateTimeFormat is unavailable/});

  test('a crash shows "This page crashed." with the message and Try again', async ({page}) => {
    await page.goto('/docs');
    // Make a browser API that the release list calls while rendering fail, as a broken polyfill or
    // extension would; then navigate there on the client.
    await page.evaluate(() => {
      const w = window as unknown as {realDateTimeFormat: typeof Intl.DateTimeFormat};
      w.realDateTimeFormat = Intl.DateTimeFormat;
      (Intl as {DateTimeFormat: unknown}).DateTimeFormat = function broken() {
        throw new Error('Intl.DateTimeFormat is unavailable');
      };
    });
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Release Notes'}).click();
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
    await expect(page.locator('body')).toContainText('Intl.DateTimeFormat is unavailable');
    const tryAgain = page.getByRole('button', {name: 'Try again'});
    await expect(tryAgain).toBeVisible();
    // With the API working again, Try again renders the page.
    await page.evaluate(() => {
      (Intl as {DateTimeFormat: unknown}).DateTimeFormat = (
        window as unknown as {realDateTimeFormat: unknown}
      ).realDateTimeFormat;
    });
    await tryAgain.click();
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeHidden();
    await expect(page.locator('article').first()).toBeVisible();
  });
});

test.describe('when a page chunk fails', () => {
  // The chunk is made to fail: its errors are the case under test.
  test.use({expectedConsoleErrors: anyOf(ABORTED_REQUEST, /Loading chunk \d+ failed/)});

  test('a page chunk that fails to load falls back to loading the page from the server', async ({page}) => {
    await page.goto('/docs');
    let failed = 0;
    // Chunks fail until the browser falls back to requesting the page itself; from then on they load.
    // (Removing the route instead raced with requests it was still handling.)
    let failing = true;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && new URL(request.url()).pathname === '/resources') failing = false;
    });
    await page.route(isChunk, (route) => {
      if (!failing) return route.fallback();
      failed++;
      return route.abort('failed');
    });
    await page.locator('footer').getByRole('link', {name: 'Resources'}).click();
    await expect(page).toHaveURL('/resources');
    await expect(page.locator('h1').first()).toBeVisible();
    expect(failed).toBeGreaterThan(0);
  });
});

test('the skip link moves focus to the main content', async ({page}) => {
  await page.goto('/docs');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  // Focus moved to <main>: the next Tab lands inside it, past the navbar and the sidebar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});

test.describe('when no module of a page loads', () => {
  // The modules are made to fail: their errors are the case under test.
  test.use({expectedConsoleErrors: anyOf(ABORTED_REQUEST, /Loading chunk \d+ failed/)});

  test('a page whose modules cannot load says so, with a Retry button that loads it again', async ({page}) => {
    let blocking = true;
    await page.route(isChunk, (route) => (blocking ? route.abort('failed') : route.continue()));
    // The page cannot hydrate: wait for its HTML only.
    await page.goto('/resources', {waitUntil: 'domcontentloaded'});
    const alert = page.getByRole('alert').filter({hasText: 'could not be loaded'});
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(/chunk/i);
    // The static page is still there to read.
    await expect(page.locator('h1').first()).toHaveText('Resources');
    blocking = false;
    await alert.getByRole('button', {name: 'Retry'}).click();
    await expect(page.getByRole('button', {name: /switch between dark and light mode/i})).toBeEnabled();
    await expect(alert).toBeHidden();
  });
});
