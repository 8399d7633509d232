/**
 * Every built page shows its content before any of its scripts runs: the scripts are preloaded, and
 * added by the page once a frame with the HTML's content has been rendered. A page whose bundle ran
 * first would make the reader wait for it (and for the chunks it requests) to see text that was in
 * the HTML all along. With Docusaurus' `<script defer>`, that happened whenever the bundle had
 * downloaded by the time the HTML was parsed.
 *
 * The other side of it: a reader can use the page before it runs. A form submitted then goes to the
 * browser, as a GET with its fields in the URL, so no form may be able to send what a reader typed
 * until the code that handles it runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, delayRequests} from './fixtures';
import {htmlFiles} from '../src/plugins/builtSite';
import {BUILD_DIR} from '../playwright.config';

const PAGES = ['/', '/tutorials/gatsby/1', '/reference/ui/atoms/Button', '/releases'];

for (const route of PAGES) {
  test(`${route} renders a frame with its content before its bundle runs, then hydrates`, async ({page}) => {
    // The case where a deferred bundle would run before the first paint: its stylesheet arrives
    // after the bundle has downloaded, so both are ready when the HTML has been parsed.
    await delayRequests(page, '**/assets/css/styles.*.css', 300);
    await page.addInitScript(() => {
      const state = {framesWithContent: 0, framesBeforeBundle: -1};
      (window as unknown as {firstPaint: typeof state}).firstPaint = state;
      const tick = () => {
        if (document.querySelector('#__docusaurus main')) state.framesWithContent++;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      // The bundle's entry sets window.docusaurus before it requests the route's chunks and hydrates.
      Object.defineProperty(window, 'docusaurus', {
        configurable: true,
        set(value) {
          state.framesBeforeBundle = state.framesWithContent;
          Object.defineProperty(window, 'docusaurus', {value, writable: true, configurable: true});
        },
      });
    });
    const response = await page.goto(route);
    // No script of the page's own runs from the HTML before its first frame: they are preloads.
    const html = (await response!.text()).replace(
      /<script\b[^>]*type=["']?application\/ld\+json[\s\S]*?<\/script>/g,
      '',
    );
    expect(html).not.toMatch(/<script\b[^>]*\bsrc=/);
    // Preloaded at the low priority of a deferred script, as before: a high-priority preload is
    // fetched ahead of the page's images, and Lighthouse counts it as blocking the first paint.
    expect(html).toMatch(
      /<link rel=["']?preload["']? as=["']?script["']? fetchpriority=["']?low["']? href=["']?\/assets\/js\/main\./,
    );

    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const framesBeforeBundle = await page.evaluate(
      () => (window as unknown as {firstPaint: {framesBeforeBundle: number}}).firstPaint.framesBeforeBundle,
    );
    expect(framesBeforeBundle).toBeGreaterThan(0);
  });
}

/** Every built HTML file that has a form, as the URL path that serves it. */
function pagesWithForms(): string[] {
  const build = path.resolve(__dirname, '..', BUILD_DIR);
  return htmlFiles(build)
    .filter((file) => /<form[\s>]/.test(fs.readFileSync(path.join(build, file), 'utf8')))
    .map((file) => `/${file.split(path.sep).join('/')}`);
}

test.describe('before its scripts run', () => {
  test.use({javaScriptEnabled: false});

  test('no form of any page can send what a reader typed; a search form sends only its query', async ({page}) => {
    const pages = pagesWithForms();
    expect(pages, 'the build has server-rendered forms to check').toContain('/starters/submissions.html');
    for (const url of pages) {
      await page.goto(url);
      const forms = await page.evaluate(() =>
        [...document.forms].map((form) => ({
          form: form.getAttribute('aria-label') ?? form.getAttribute('role') ?? form.outerHTML.slice(0, 80),
          search: form.getAttribute('role') === 'search',
          // What a native submission would send: the named fields that are not disabled.
          sent: [...form.elements]
            .filter((el) => (el as HTMLInputElement).name && !el.matches(':disabled'))
            .map((el) => (el as HTMLInputElement).name),
        })),
      );
      for (const {form, search, sent} of forms) {
        if (search)
          expect(
            sent.filter((name) => name !== 'q'),
            `${url}: ${form}`,
          ).toEqual([]);
        else expect(sent, `${url}: ${form}`).toEqual([]);
      }
    }
  });
});
