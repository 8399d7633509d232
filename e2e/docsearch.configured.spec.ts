/**
 * With ALGOLIA_APP_ID and ALGOLIA_API_KEY set (dummy values in the configured build),
 * the navbar uses hosted DocSearch on index `devportal` with contextual search. The hosted service is
 * never reached: its requests are answered here, on this machine, and inspected.
 */
import {test, expect} from './fixtures';

/** What the hosted search answers for a query on index devportal that matches nothing. */
const noHits = (query: string) => ({
  status: 200,
  contentType: 'application/json',
  headers: {'Access-Control-Allow-Origin': '*'},
  body: JSON.stringify({
    results: [
      {
        hits: [],
        nbHits: 0,
        page: 0,
        nbPages: 0,
        hitsPerPage: 20,
        processingTimeMS: 1,
        query,
        params: '',
        index: 'devportal',
      },
    ],
  }),
});

test('DocSearch opens and queries index devportal with the contextual facets', async ({page}) => {
  const queries: unknown[] = [];
  await page.route(/algolia(net)?\.(net|io)/, async (route) => {
    const body = route.request().postData();
    if (body) queries.push(JSON.parse(body));
    await route.fulfill(noHits(''));
  });
  await page.goto('/docs');
  await expect(page.locator('meta[name="docsearch:language"]')).toHaveAttribute('content', 'en');
  await expect(page.locator('meta[name="docsearch:docusaurus_tag"]')).toHaveAttribute(
    'content',
    /docs-default-current/,
  );
  await page
    .getByRole('button', {name: /search/i})
    .first()
    .click();
  const modal = page.locator('.DocSearch-Modal');
  await expect(modal).toBeVisible();
  await page.keyboard.type('cart');
  await expect.poll(() => queries.length).toBeGreaterThan(0);
  const sent = JSON.stringify(queries);
  expect(sent).toContain('devportal');
  expect(sent).toContain('language:en');
  expect(sent).toContain('docusaurus_tag:docs-default-current');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await page.keyboard.press('Control+k');
  await expect(modal).toBeVisible();
});

test('/search is the DocSearch results page and reads ?q=', async ({page}) => {
  await page.route(/algolia(net)?\.(net|io)/, (route) => route.fulfill(noHits('cart')));
  await page.goto('/search?q=cart');
  // The results page has no <main>: its content is the skip-link target.
  await expect(page.locator('#__docusaurus_skipToContent_fallback input[type="search"]')).toHaveValue('cart');
});

test('a page loads nothing of the search until the reader opens it, and no local index is built', async ({page}) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (/algolia|\/pagefind\//.test(request.url())) requests.push(request.url());
  });
  await page.route(/algolia(net)?\.(net|io)/, (route) => route.abort());
  await page.goto('/docs');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
  // Ctrl+K opens the modal, Escape closes it.
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toBeHidden();
  expect(requests.filter((url) => url.includes('/pagefind/'))).toEqual([]);
});
