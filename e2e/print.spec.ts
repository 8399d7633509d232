/**
 * On paper a page is its content: no navbar, sidebar, announcement bar, Feedback button, copy
 * controls or table of contents; code wraps and links show their address. A tutorial track is one
 * printable document too, made from its steps in order, linked from the track's overview.
 */
import fs from 'node:fs';
import path from 'node:path';
import {decodeHTML} from 'entities';
import {test, expect} from './fixtures';
import {violationsInBothModes} from './axe';
import {tracks} from '../src/plugins/track-print/tracks';
import {BUILD_DIR} from '../playwright.config';

const ROOT = path.join(__dirname, '..');
const CHROME = [
  '.navbar',
  '.theme-announcement-bar',
  '.theme-doc-sidebar-container',
  '.theme-doc-toc-desktop',
  '.theme-doc-toc-mobile',
  '[data-print-hidden]',
];

test('a docs page prints without the page chrome, with wrapped code and link addresses', async ({page}) => {
  await page.goto('/quickstart');
  for (const selector of CHROME.slice(0, 3)) await expect(page.locator(selector).first()).toBeVisible();
  await page.emulateMedia({media: 'print'});
  for (const selector of CHROME) {
    for (const element of await page.locator(selector).all()) await expect(element, selector).toBeHidden();
  }
  await expect(page.getByRole('button', {name: 'Feedback'})).toBeHidden();
  expect(
    await page
      .locator('.markdown pre code')
      .first()
      .evaluate((e) => getComputedStyle(e).whiteSpace),
  ).toBe('pre-wrap');
  const link = page.locator('.markdown p a[href^="/"]').first();
  const href = await link.getAttribute('href');
  expect(await link.evaluate((e) => getComputedStyle(e, '::after').content)).toBe(`" (${href})"`);
});

test('a live example prints its code and its rendered preview, without its buttons', async ({page}) => {
  await page.goto('/reference/ui/atoms/Button');
  await page.emulateMedia({media: 'print'});
  await expect(page.locator('[data-live-preview] [data-store-button]').first()).toBeVisible();
  await expect(page.locator('[class*="playgroundContainer"] pre').first()).toBeVisible();
  await expect(page.getByRole('button', {name: 'Edit this example'}).first()).toBeHidden();
});

for (const track of tracks(ROOT)) {
  test(`the ${track.name} track is one document: every step's headings in order, linked from its overview`, async ({
    page,
    request,
  }) => {
    await page.goto(track.overviewRoute);
    const link = page.getByRole('link', {name: 'Print or save the whole track'});
    await expect(link).toHaveAttribute('href', track.printRoute);

    // Each step as its own page shows: its title and its section headings, in order (read from the
    // built pages, which the static server serves as they are).
    const expected: string[] = [];
    for (const step of track.steps) {
      const html = fs.readFileSync(path.join(path.resolve(ROOT, BUILD_DIR), `${step.route}.html`), 'utf8');
      const article = html.slice(html.indexOf('theme-doc-markdown'), html.indexOf('</article>'));
      for (const m of article.matchAll(/<h([123])\b[^>]*>([\s\S]*?)<\/h\1>/g)) {
        const text = m[2].replace(/<a [^>]*class="?hash-link[\s\S]*?<\/a>/g, '').replace(/<[^>]+>/g, '');
        expected.push(
          decodeHTML(text)
            .replace(/\u200b/g, '')
            .trim(),
        );
      }
    }
    const response = await request.get(track.printRoute);
    expect(response.status()).toBe(200);
    expect(await response.text()).not.toContain('<script');
    await page.goto(track.printRoute);
    const headings = (await page.locator('section[data-track-step]').locator('h2, h3, h4').allInnerTexts()).map((t) =>
      t.trim(),
    );
    expect(headings).toEqual(expected);
    expect(
      await page
        .locator('section[data-track-step]')
        .evaluateAll((s) => s.map((e) => e.getAttribute('data-track-step'))),
    ).toEqual(track.steps.map((s) => s.route));
    expect(await violationsInBothModes(page)).toEqual([]);
  });
}
