/**
 * The social card of a page: where it is published, what it says, and that it is drawn as a
 * 1200×630 PNG whose title really is on it. `e2e/social-cards.spec.ts` checks every page of a build.
 */
import {Resvg} from '@resvg/resvg-js';
import {describe, expect, it} from 'vitest';
import {cardSvg, renderCard} from '../src/plugins/social-cards/card';
import {CARD_HEIGHT, CARD_WIDTH, cardPath} from '../src/lib/cardPath';
import {cardArea} from '../src/plugins/social-cards/pages';
import {isClientRedirect, metaContent, pageTitle, routeOfHtmlFile} from '../src/plugins/builtSite';
import {ROOT} from './contentFiles';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): {width: number; height: number} {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return {width: png.readUInt32BE(16), height: png.readUInt32BE(20)};
}

describe('card paths', () => {
  it('names each route its own PNG under the cards folder', () => {
    expect(cardPath('/reference/sdk/cart/useCart')).toBe('img/social-cards/reference/sdk/cart/useCart.png');
    expect(cardPath('/')).toBe('img/social-cards/index.png');
    expect(cardPath('/404.html')).toBe('img/social-cards/404.png');
    expect(cardPath('/docs/reference', '/docs/')).toBe('img/social-cards/reference.png');
    // A route and the routes under it (a category and its pages) do not collide.
    const routes = ['/tutorials', '/tutorials/gatsby', '/tutorials/gatsby/1', '/'];
    expect(new Set(routes.map((r) => cardPath(r))).size).toBe(routes.length);
  });

  it('maps built HTML files back to the routes they serve', () => {
    expect(routeOfHtmlFile('index.html')).toBe('/');
    expect(routeOfHtmlFile('reference/sdk/cart/useCart.html')).toBe('/reference/sdk/cart/useCart');
    expect(routeOfHtmlFile('releases/tags/base-store/index.html')).toBe('/releases/tags/base-store');
    expect(cardPath(routeOfHtmlFile('tutorials/gatsby/1.html'))).toBe('img/social-cards/tutorials/gatsby/1.png');
  });
});

describe('card text', () => {
  it('names the area of the portal from the route, section pages in the singular', () => {
    expect(cardArea('/reference/sdk/cart/useCart')).toBe('SDK reference');
    expect(cardArea('/reference/api/queries/allProducts')).toBe('API reference');
    expect(cardArea('/reference/ui/atoms/Button')).toBe('UI component');
    expect(cardArea('/reference/ui')).toBe('UI components');
    expect(cardArea('/tutorials')).toBe('Tutorials');
    expect(cardArea('/tutorials/gatsby/1')).toBe('Tutorial');
    expect(cardArea('/how-to-guides/performance')).toBe('How-to guide');
    expect(cardArea('/conceptual-guides/jamstack')).toBe('Concept');
    expect(cardArea('/releases/2022/06/03/faststore')).toBe('Release notes');
    expect(cardArea('/starters/base')).toBe('Starter');
    expect(cardArea('/')).toBe('Docs');
    // A prefix matches whole path segments only.
    expect(cardArea('/tutorials-old')).toBe('Docs');
  });

  it("takes the page's own title, without the site name, from minified HTML", () => {
    const html =
      '<html><head><title data-rh=true>One doc tagged with &quot;Performance&quot; | FastStore</title>' +
      '<meta data-rh=true property=og:image content=http://x.test/img/social-cards/a.png />' +
      "<meta data-rh=true name=twitter:image content='http://x.test/img/social-cards/a.png'/>" +
      '</head><body><h1>Other</h1></body></html>';
    expect(pageTitle(html, 'FastStore')).toBe('One doc tagged with "Performance"');
    expect(metaContent(html, 'og:image')).toBe('http://x.test/img/social-cards/a.png');
    expect(metaContent(html, 'twitter:image')).toBe('http://x.test/img/social-cards/a.png');
    expect(metaContent(html, 'og:title')).toBeUndefined();
  });

  it('falls back to the h1 when the title is only the site name (not-found and search pages)', () => {
    const html = '<title>FastStore</title><main><h1 class=hero__title>Page <em>Not</em> Found</h1></main>';
    expect(pageTitle(html, 'FastStore')).toBe('Page Not Found');
  });

  it('recognises the client-side redirect stubs, which get no card', () => {
    expect(isClientRedirect('<meta charset="UTF-8">\n<meta http-equiv="refresh" content="0; url=/x">')).toBe(true);
    expect(isClientRedirect('<meta charset=UTF-8><meta property=og:title content=X>')).toBe(false);
  });
});

describe('drawing a card', () => {
  const text = {title: 'useCart', area: 'SDK reference', footer: 'Documentation for FastStore 1.9.10'};
  const pixels = async (title: string) =>
    new Resvg(await cardSvg({...text, title}, ROOT), {font: {loadSystemFonts: false}}).render().pixels;

  it('renders a 1200×630 PNG', async () => {
    expect(pngSize(await renderCard(text, ROOT))).toEqual({width: CARD_WIDTH, height: CARD_HEIGHT});
  });

  it('draws the title as shapes with the shipped font, not as text left to the viewer', async () => {
    const svg = await cardSvg(text, ROOT);
    expect(svg).not.toMatch(/<text\b/);
    expect(svg).toMatch(/<path\b/);
    // The logo is embedded, not linked.
    expect(svg).toContain('data:image/svg+xml;base64,');
  });

  it('shows the title: two titles give cards that differ where the title is drawn', async () => {
    const [a, b] = await Promise.all([pixels('useCart'), pixels('useSearch')]);
    expect(a.length).toBe(CARD_WIDTH * CARD_HEIGHT * 4);
    let differing = 0;
    for (let i = 0; i < a.length; i += 4) if (a[i] !== b[i]) differing++;
    expect(differing).toBeGreaterThan(1000);
    // The corner is the card's background, the same on both.
    expect([...a.subarray(0, 3)]).toEqual([...b.subarray(0, 3)]);
  });

  it('clamps a very long title so that it never runs into the footer line', async () => {
    const [short, long] = await Promise.all([pixels('useCart'), pixels('A title that goes on and on '.repeat(12))]);
    // The bottom fifth of the card (footer line and stripe) is the same whatever the title's length.
    const footerStart = Math.floor(CARD_HEIGHT * 0.8) * CARD_WIDTH * 4;
    expect(long.subarray(footerStart).equals(short.subarray(footerStart))).toBe(true);
    // …and the long title did fill more of the card than the short one.
    expect(long.subarray(0, footerStart).equals(short.subarray(0, footerStart))).toBe(false);
  });
});
