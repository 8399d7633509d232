/**
 * Where a page's social card is published. Kept free of imports: the page head
 * (src/components/social-cards) runs it in the browser, the plugin and the tests in Node.
 */

/** Link previews show a 1.91:1 image; this is the size the major networks recommend. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** Cards are published under this folder of the site, one PNG per page, named after its route. */
export const CARD_DIR = 'img/social-cards';

/**
 * The card of the page at `pathname` (a route such as `/reference/sdk/cart/useCart`, or the file the
 * server renders, such as `/404.html`), relative to the site's base URL. The home page's card is
 * `index.png`. Two routes never share a card, since routes are exact (no trailing slash).
 */
export function cardPath(pathname: string, baseUrl = '/'): string {
  let route = pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : pathname.replace(/^\//, '');
  route = route.replace(/\.html$/, '').replace(/\/$/, '/index');
  return `${CARD_DIR}/${route || 'index'}.png`;
}
