/**
 * Every page of the build previews with its own social card: its `og:image` and `twitter:image`
 * are the same absolute URL, that URL is the page's card (one per page, never shared), and the card
 * is served as a 1200×630 PNG. The head keeps pointing at the page's card once the page has hydrated
 * and after client-side navigation.
 */
import {test, expect, NOT_FOUND_DOCUMENT} from './fixtures';
import {ALL_ROUTES, UNKNOWN_PATHS} from './routes';
import {CARD_HEIGHT, CARD_WIDTH, cardPath} from '../src/lib/cardPath';
import {metaContent} from '../src/plugins/builtSite';

/** Width and height from a PNG's IHDR chunk; undefined when the bytes are not a PNG. */
function pngSize(png: Buffer): {width: number; height: number} | undefined {
  if (!png.subarray(1, 4).equals(Buffer.from('PNG')) || png.subarray(12, 16).toString('ascii') !== 'IHDR') return;
  return {width: png.readUInt32BE(16), height: png.readUInt32BE(20)};
}

test('every page points og:image and twitter:image at its own 1200×630 card', async ({request}) => {
  test.setTimeout(180_000);
  // The routes, and the not-found page the servers answer unknown paths with (built as /404.html).
  const pages = [...ALL_ROUTES.map((route) => ({route, url: route, card: cardPath(route)}))];
  pages.push({route: '404', url: UNKNOWN_PATHS[0], card: cardPath('/404.html')});
  const owners = new Map<string, string>();
  for (const {route, url, card} of pages) {
    const html = await (await request.get(url)).text();
    const image = metaContent(html, 'og:image');
    expect(image, route).toMatch(/^https?:\/\/[^/]+\//);
    expect(metaContent(html, 'twitter:image'), route).toBe(image);
    const {pathname} = new URL(image!);
    expect(pathname, route).toBe(`/${card}`);
    expect(owners.get(pathname), `${route} shares its card`).toBeUndefined();
    owners.set(pathname, route);
    expect(metaContent(html, 'og:image:width'), route).toBe(String(CARD_WIDTH));
    expect(metaContent(html, 'og:image:height'), route).toBe(String(CARD_HEIGHT));

    const response = await request.get(pathname);
    expect(response.status(), `${route}: ${pathname}`).toBe(200);
    expect(response.headers()['content-type'], pathname).toMatch(/^image\/png/);
    expect(pngSize(await response.body()), pathname).toEqual({width: CARD_WIDTH, height: CARD_HEIGHT});
  }
});

test("the head keeps the page's card after hydration and client-side navigation", async ({page}) => {
  const ogImage = () => page.locator('head meta[property="og:image"]');
  await page.goto('/reference/sdk/cart/useCart');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(ogImage()).toHaveCount(1);
  expect(new URL((await ogImage().getAttribute('content'))!).pathname).toBe(
    `/${cardPath('/reference/sdk/cart/useCart')}`,
  );

  await page
    .getByRole('link', {name: /CartProvider/})
    .first()
    .click();
  await expect(page).toHaveURL(/\/reference\/sdk\/cart\/CartProvider$/);
  await expect(ogImage()).toHaveAttribute('content', new RegExp(`/${cardPath('/reference/sdk/cart/CartProvider')}$`));
  await expect(page.locator('head meta[name="twitter:image"]')).toHaveAttribute(
    'content',
    new RegExp(`/${cardPath('/reference/sdk/cart/CartProvider')}$`),
  );
});

test.describe('unknown addresses', () => {
  // Each address answers 404, which is the case under test.
  test.use({expectedConsoleErrors: NOT_FOUND_DOCUMENT});

  test("an unknown address keeps the not-found page's card once it has hydrated, and a link from it brings back the page's own", async ({
    page,
    request,
  }) => {
    const ogImage = () => page.locator('head meta[property="og:image"]');
    const twitterImage = () => page.locator('head meta[name="twitter:image"]');
    const notFoundCard = `/${cardPath('/404.html')}`;
    for (const url of UNKNOWN_PATHS) {
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect(ogImage(), url).toHaveCount(1);
      expect(new URL((await ogImage().getAttribute('content'))!).pathname, url).toBe(notFoundCard);
      await expect(twitterImage(), url).toHaveAttribute('content', (await ogImage().getAttribute('content'))!);
    }
    const card = await request.get(notFoundCard);
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toMatch(/^image\/png/);

    await page.getByRole('main').getByRole('link', {name: 'documentation', exact: true}).click();
    await expect(page).toHaveURL(/\/docs$/);
    await expect(ogImage()).toHaveAttribute('content', new RegExp(`/${cardPath('/docs')}$`));
    await expect(ogImage()).toHaveCount(1);
  });
});
