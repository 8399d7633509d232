/**
 * Every route renders its page (an h1 that is not the not-found page, a meta
 * description) and passes axe with no serious or critical violation, in light and in dark mode.
 * Both modes are checked on one load: light first (the default), then dark through the toggle.
 * No page may request anything from another host (icons and fonts come from the site's bundle),
 * or log an error (a hydration mismatch, for one, is only ever reported in the console).
 */
import {blockingViolations} from './axe';
import {test, expect, collectErrors, colorModeKey, switchToDark} from './fixtures';
import {ALL_ROUTES, NOT_FOUND_HEADING} from './routes';

// A11Y_ROUTES=/a,/b checks only those routes of the build, in one batch (a page being worked on).
const ONLY = process.env.A11Y_ROUTES?.split(',')
  .map((r) => r.trim())
  .filter(Boolean);
const CHECKED = ONLY ?? ALL_ROUTES;
const BATCHES = ONLY ? 1 : 8;
for (let b = 0; b < BATCHES; b++) {
  const routes = CHECKED.filter((_, i) => i % BATCHES === b);
  test(`routes render and pass axe in both colour modes, batch ${b + 1} of ${BATCHES}`, async ({
    page,
    externalRequests,
  }) => {
    test.setTimeout(routes.length * 15_000);
    // Colour transitions would let axe sample a half-switched page.
    await page.addInitScript(() => {
      addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }';
        document.head.append(style);
      });
    });
    const failures: string[] = [];
    const errors = collectErrors(page);
    const themeKey = await colorModeKey(page);
    for (const route of routes) {
      const seen = errors.length;
      await page.goto(route);
      const h1 = page.locator('h1').first();
      await expect(h1, route).toBeVisible();
      await expect(h1, route).not.toHaveText(NOT_FOUND_HEADING);
      await expect(page.locator('meta[name="description"]'), route).toHaveAttribute('content', /^\s*\S.{20,}/);
      await expect(page.locator('html'), `${route} opens in light mode`).toHaveAttribute('data-theme', 'light');
      for (const v of await blockingViolations(page)) failures.push(`${route} [light] ${v}`);
      await switchToDark(page);
      for (const v of await blockingViolations(page)) failures.push(`${route} [dark] ${v}`);
      for (const error of errors.slice(seen)) failures.push(`${route} [console] ${error.split('\n')[0]}`);
      // Back to light so that the next route opens in the default mode.
      await page.evaluate((key) => localStorage.removeItem(key), themeKey);
    }
    expect(failures).toEqual([]);
    // With the default configuration no page asks another host for anything (fonts, icons, scripts).
    expect(externalRequests).toEqual([]);
  });
}

// The check itself: a page with known serious and critical faults must fail it, whether axe runs in
// the page or frame by frame, or every route above would pass by a check that sees nothing.
for (const framed of [false, true]) {
  test(`the check reports serious and critical violations${framed ? ' on a page with a frame' : ''}`, async ({
    page,
  }) => {
    const faults = `<main><h1>Faults</h1>
      <p style="color: #999; background: #fff">Grey text on white that is too faint to read.</p>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10">
      <button type="button"></button>
      <h3>A skipped heading level (moderate, never reported)</h3></main>`;
    await page.setContent(
      `<!doctype html><html lang="en"><head><title>Faults</title></head><body>${faults}${framed ? '<iframe title="Empty" srcdoc="<p>frame</p>"></iframe>' : ''}</body></html>`,
    );
    const found = (await blockingViolations(page)).map((line) => line.split(' ')[0]);
    expect(found.sort()).toEqual(['button-name', 'color-contrast', 'image-alt']);
  });
}

// A running example is a document of its own, inside a frame: axe must see what the reader sees there,
// the page's colours behind the example's, in both modes.
for (const route of ['/reference/ui/atoms/Slider', '/reference/ui/molecules/PriceRange']) {
  test(`${route}: a running live example passes axe in both colour modes`, async ({page}) => {
    await page.goto(route);
    await page.getByRole('button', {name: 'Edit this example'}).locator('visible=true').first().click();
    const frame = page.locator('[class*="playgroundPreview"] iframe[data-live-frame]').first();
    await expect(frame.contentFrame().locator('[data-slider-thumb="left"]')).toBeVisible();
    const failures: string[] = [];
    for (const v of await blockingViolations(page)) failures.push(`[light] ${v}`);
    await switchToDark(page);
    await expect(frame.contentFrame().locator('html')).toHaveAttribute('data-theme', 'dark');
    for (const v of await blockingViolations(page)) failures.push(`[dark] ${v}`);
    expect(failures).toEqual([]);
  });
}
