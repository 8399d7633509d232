/**
 * Every built page shows its content before any of its scripts runs: the scripts are preloaded, and
 * added by the page once a frame with the HTML's content has been rendered. A page whose bundle ran
 * first would make the reader wait for it (and for the chunks it requests) to see text that was in
 * the HTML all along. With Docusaurus' `<script defer>`, that happened whenever the bundle had
 * downloaded by the time the HTML was parsed.
 */
import {test, expect} from './fixtures';

const PAGES = ['/', '/tutorials/gatsby/1', '/reference/ui/atoms/Button', '/releases'];

for (const route of PAGES) {
  test(`${route} renders a frame with its content before its bundle runs, then hydrates`, async ({page}) => {
    // The case where a deferred bundle would run before the first paint: its stylesheet arrives
    // after the bundle has downloaded, so both are ready when the HTML has been parsed.
    await page.route('**/assets/css/styles.*.css', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
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
