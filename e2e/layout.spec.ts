/**
 * The shared layout: navbar, footer, announcement bar, colour mode, TOC,
 * breadcrumbs and the mobile menu.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, animationsSettled} from './fixtures';

/** The release the portal documents: the installed @faststore/ui. */
const SITE_VERSION: string = JSON.parse(
  fs.readFileSync(path.join(__dirname, '..', 'node_modules/@faststore/ui/package.json'), 'utf8'),
).version;

test.describe('navbar', () => {
  test('has its items with their targets', async ({page}) => {
    await page.goto('/docs');
    const nav = page.getByRole('navigation', {name: 'Main'});
    await expect(nav.getByRole('link', {name: 'Documentation', exact: true})).toHaveAttribute('href', '/docs');
    await expect(nav.getByRole('link', {name: 'Tutorials', exact: true})).toHaveAttribute('href', '/tutorials');
    await expect(nav.getByRole('link', {name: 'FAQ', exact: true})).toHaveAttribute('href', '/faq');
    await expect(nav.getByRole('link', {name: 'Release Notes', exact: true})).toHaveAttribute('href', '/releases');
    await expect(nav.getByRole('link', {name: 'FastStore repository on GitHub'})).toHaveAttribute(
      'href',
      'https://github.com/vtex/faststore',
    );
    await expect(nav.getByRole('button', {name: /dark and light mode/i})).toBeVisible();
    await expect(nav.getByText(`v${SITE_VERSION}`)).toBeVisible();

    const more = nav.getByRole('button', {name: 'More'}).or(nav.getByRole('link', {name: 'More'}));
    await more.hover();
    await expect(nav.getByRole('link', {name: 'Starters'})).toHaveAttribute('href', '/starters');
    await expect(nav.getByRole('link', {name: 'Community'})).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\/vtex\/faststore/,
    );
  });

  test('each item leads to its page', async ({page}) => {
    for (const [name, url, heading] of [
      ['Documentation', '/docs', /./],
      ['Tutorials', '/tutorials', /./],
      ['FAQ', '/faq', /./],
      ['Release Notes', '/releases', /./],
    ] as const) {
      await page.goto('/quickstart');
      await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name, exact: true}).click();
      await expect(page).toHaveURL(url);
      await expect(page.locator('h1').first()).toHaveText(heading);
    }
  });

  test('stays visible after scrolling', async ({page}) => {
    await page.goto('/faq');
    await page.mouse.wheel(0, 2500);
    await page.waitForFunction(() => window.scrollY > 500);
    // A navbar that hides on scroll would be sliding away now: read it once transitions have ended.
    await animationsSettled(page);
    const nav = page.locator('nav.navbar');
    // Wholly on screen: a navbar sliding up out of view is partly above it.
    await expect(nav).toBeInViewport({ratio: 1});
  });
});

test('the footer has Docs and More columns, the logo and the copyright', async ({page}) => {
  await page.goto('/');
  // The site footer; a docs page also has the article's own footer (its last-updated date).
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Docs', {exact: true})).toBeVisible();
  await expect(footer.getByText('More', {exact: true})).toBeVisible();
  await expect(footer.getByRole('link', {name: 'Quickstart'})).toHaveAttribute('href', '/quickstart');
  await expect(footer.getByRole('link', {name: 'Release notes'})).toHaveAttribute('href', '/releases');
  await expect(footer.getByRole('img', {name: 'FastStore logo'})).toBeVisible();
  await expect(footer).toContainText(/Copyright © \d{4}/);
  await expect(footer).toContainText(`FastStore ${SITE_VERSION}`);
});

test('the announcement bar is shown on every page and cannot be closed', async ({page}) => {
  for (const path of ['/', '/faq', '/releases']) {
    await page.goto(path);
    const bar = page.locator('.theme-announcement-bar');
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('FastStore docs');
    await expect(bar.getByRole('button', {name: /close/i})).toHaveCount(0);
  }
});

test.describe('colour mode', () => {
  test.use({colorScheme: 'dark'});

  test('is light on a first visit even when the system prefers dark, and the choice persists', async ({page}) => {
    await page.goto('/docs');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', {name: /dark and light mode/i}).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.goto('/faq');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', {name: /dark and light mode/i}).click();
    await expect(html).toHaveAttribute('data-theme', 'light');
  });
});

test('a doc page shows breadcrumbs and a TOC with h2 and h3 entries only', async ({page}) => {
  await page.goto('/faq');
  const breadcrumbs = page.getByRole('navigation', {name: 'Breadcrumbs'});
  await expect(breadcrumbs).toBeVisible();
  await expect(breadcrumbs.getByRole('link', {name: 'Home page'})).toBeVisible();
  const toc = page.locator('.table-of-contents').first();
  await expect(toc).toBeVisible();
  // Every TOC entry points at an h2 or h3 of the page, and there is at least one of each.
  const levels = await toc
    .locator('a')
    .evaluateAll((links) =>
      links.map((a) => document.getElementById(decodeURIComponent(a.getAttribute('href')!.slice(1)))?.tagName),
    );
  expect(levels).toContain('H2');
  expect(levels).toContain('H3');
  expect(new Set(levels)).toEqual(new Set(['H2', 'H3']));
});

test.describe('mobile menu (996 px wide or less)', () => {
  test.use({viewport: {width: 996, height: 800}});

  test('opens, shows the doc sidebar with a back control to the main menu, and closes', async ({page}) => {
    await page.goto('/how-to-guides');
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(toggle).toBeVisible();
    await toggle.click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    // On a doc page the menu opens on the doc sidebar (the secondary menu).
    await expect(sidebar.getByRole('link', {name: 'Quickstart'})).toBeVisible();
    const back = sidebar.getByRole('button', {name: /Back to main menu/});
    await expect(back).toBeVisible();
    await back.click();
    await expect(sidebar.getByRole('link', {name: 'Release Notes'})).toBeVisible();
    await sidebar.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(sidebar).toBeHidden();
  });
});

test('the desktop layout above 996 px has no menu toggle', async ({page}) => {
  await page.setViewportSize({width: 997, height: 800});
  await page.goto('/docs');
  await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
});

test('a category page is listed once in its sidebar, as the category link', async ({page}) => {
  for (const route of [
    '/conceptual-guides',
    '/how-to-guides',
    '/reference',
    '/tutorials/cms-storecomponents/overview',
  ]) {
    await page.goto(route);
    await expect(page.locator(`nav[aria-label="Docs sidebar"] a[href="${route}"]`), route).toHaveCount(1);
  }
});
