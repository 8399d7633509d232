/**
 * "Your store": a reader sets their starter and releases once, from their store's own files, and the
 * reference shows those releases, guides put their starter's section first, and a tutorial step
 * leads to the same place in the other starter's track. Without scripts, and without storage, pages
 * read as written.
 */
import path from 'node:path';
import type {Page} from '@playwright/test';
import {ABORTED_REQUEST, test, expect} from './fixtures';
import {violationsInBothModes} from './axe';
import {referenceVersions} from '@faststore-docs/shared/reference/data';
import {counterpart} from '../src/data/trackMap';

const FIXTURES = path.join(__dirname, 'fixtures', 'store-profile');
const coverage = referenceVersions();
const installed = (starter: string) => coverage.starters.find((s) => s.repository.endsWith(`/${starter}`))!.versions;

const GUIDE = '/how-to-guides/performance';
const NEXTJS_SECTION = '[data-starter-section="nextjs.store"]';
const STEP = '/tutorials/gatsby/5';
const SECTION = 'write-the-query-into-the-store';
/** A file that is neither a package.json nor a lockfile. */
const NOTES = {name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('shopping list')};

/** Whether the guide shows its Next.js section before its own steps. */
async function nextjsSectionFirst(page: Page) {
  const section = await page.locator(NEXTJS_SECTION).boundingBox();
  const steps = await page.locator('h2#steps').boundingBox();
  return section!.y < steps!.y;
}

async function setFromFiles(page: Page, starter: string) {
  await page.goto('/store');
  const files = page.getByLabel('Choose package.json and a lockfile');
  await expect(files).toBeEnabled();
  await files.setInputFiles([path.join(FIXTURES, starter, 'package.json'), path.join(FIXTURES, starter, 'yarn.lock')]);
}

for (const starter of ['gatsby.store', 'nextjs.store']) {
  test(`a store made from ${starter}, read from its files, changes the pages that differ`, async ({page}) => {
    const versions = installed(starter);
    await setFromFiles(page, starter);
    const label = starter === 'nextjs.store' ? 'Next.js starter' : 'Gatsby starter';
    const line = `Your store: ${label} · ui ${versions.ui} · sdk ${versions.sdk} · api ${versions.api}`;
    await expect(page.locator('[data-store-profile-current]')).toHaveText(line);

    // The reference paints in the store's releases, the picker showing them.
    await page.goto('/reference/ui/atoms/Slider');
    await expect(page.locator('html')).toHaveAttribute('data-reference-ui', versions.ui!);
    await expect(page.getByLabel('Showing @faststore/ui')).toHaveValue(versions.ui!);
    await expect(page.locator('[data-version-picker-profile]').first()).toHaveText(line);

    // A guide with a section for the Next.js starter: first for that starter's stores, in place otherwise.
    await page.goto(GUIDE);
    await expect(page.locator('[data-store-profile-line]')).toContainText(line);
    expect(await nextjsSectionFirst(page)).toBe(starter === 'nextjs.store');
    if (starter === 'nextjs.store') {
      await expect(page.locator(`${NEXTJS_SECTION} [data-starter-note]`)).toBeVisible();
      // The guide's own steps are one link away.
      await page.locator(`${NEXTJS_SECTION} [data-starter-note] a`).click();
      await expect(page).toHaveURL(/#before-you-begin$/);
    } else await expect(page.locator(`${NEXTJS_SECTION} [data-starter-note]`)).toBeHidden();

    // A tutorial step: the same step and section of the other track, from where the reader is.
    const [from, to] = starter === 'nextjs.store' ? ['gatsby', 'nextjs'] : ['nextjs', 'gatsby'];
    const route = STEP.replace('gatsby', from);
    await page.goto(route);
    const target = counterpart(route, SECTION)!;
    const offer = page.locator(`[data-track-counterpart="${target.route}"]`);
    await expect(offer).toContainText(`Your store is on the ${label}`);
    // The reader reads down to a section, then scrolls back up to the line to follow the link.
    await page.evaluate((id) => document.getElementById(id)!.scrollIntoView(), SECTION);
    await expect(offer.getByRole('link')).toHaveAttribute('href', `${target.route}#${target.section}`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await offer.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/tutorials/${to}/5#${target.section}$`));
  });
}

test('switching starter on a tutorial step offers the same step of the other track', async ({page}) => {
  await page.goto('/tutorials/gatsby/3');
  const select = page.getByLabel('Your starter');
  await expect(select).toBeEnabled();
  await select.selectOption('nextjs.store');
  await expect(page.locator('[data-track-counterpart="/tutorials/nextjs/3"]')).toContainText(
    'Your store is on the Next.js starter',
  );
  await page.locator('[data-track-counterpart] a').click();
  await expect(page).toHaveURL(/\/tutorials\/nextjs\/3/);
});

test('a 1.7 store, a file that is not one, and a store without FastStore are told why nothing is saved', async ({
  page,
}) => {
  await setFromFiles(page, 'storeframework.store');
  const message = page.locator('[data-store-profile-message]');
  await expect(message).toContainText('does not cover 1.7');
  for (const v of coverage.versions.ui) await expect(message).toContainText(v);
  await expect(page.locator('[data-store-profile-current]')).toContainText('Not set');

  await page.getByLabel('Choose package.json and a lockfile').setInputFiles(NOTES);
  await expect(message).toContainText('neither a package.json nor a lockfile');
  await page.getByLabel('Choose package.json and a lockfile').setInputFiles({
    name: 'package.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({name: 'shop', dependencies: {react: '18.2.0'}})),
  });
  await expect(message).toContainText('no @faststore package');
  expect(await page.evaluate(() => localStorage.getItem('faststore-docs:store'))).toBeNull();
});

test('a profile can be cleared, and pages then read as written', async ({page}) => {
  await page.goto('/store');
  await page.getByLabel('Your starter').selectOption('nextjs.store');
  await expect(page.locator('[data-store-profile-current]')).toContainText('Next.js starter');
  await page.getByRole('button', {name: 'Clear my store'}).click();
  await expect(page.locator('[data-store-profile-current]')).toContainText('Not set');
  await page.goto(GUIDE);
  await expect(page.locator('html')).not.toHaveAttribute('data-store-starter', /./);
});

const NEXTJS_PROFILE = JSON.stringify({starter: 'nextjs.store', releases: installed('nextjs.store')});

test.describe('the quickstart’s starter tabs', () => {
  const panel = (page: Page, value: string) => page.locator(`[role="tabpanel"].starter-tab-${value}`).first();

  test('open on the profile’s starter when the page runs, and the reader’s own pick wins', async ({page, context}) => {
    await context.addInitScript((profile) => {
      if (!localStorage.getItem('faststore-docs:store')) localStorage.setItem('faststore-docs:store', profile);
    }, NEXTJS_PROFILE);
    await page.goto('/quickstart');
    await expect(page.getByRole('tab', {name: 'Next.js'}).first()).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page, 'nextjs')).toBeVisible();
    await expect(panel(page, 'gatsby')).toBeHidden();
    await page.getByRole('tab', {name: 'Gatsby'}).first().click();
    await expect(panel(page, 'gatsby')).toBeVisible();
    await expect(panel(page, 'nextjs')).toBeHidden();
  });

  test('follow a starter chosen on /store after a navigation inside the site', async ({page}) => {
    await page.goto('/store');
    await page.getByLabel('Your starter').selectOption('nextjs.store');
    await expect(page.locator('[data-store-profile-current]')).toContainText('Next.js starter');
    // A navigation inside the app, as a link followed in the page makes it: no new document.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/quickstart');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('tab', {name: 'Next.js'}).first()).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page, 'nextjs')).toBeVisible();
  });

  test.describe('before the page’s scripts run', () => {
    test.use({expectedConsoleErrors: ABORTED_REQUEST});

    test('are painted on the profile’s starter', async ({page, context}) => {
      await context.addInitScript((profile) => localStorage.setItem('faststore-docs:store', profile), NEXTJS_PROFILE);
      await page.route('**/assets/js/**', (route) => route.abort());
      await page.goto('/quickstart', {waitUntil: 'domcontentloaded'});
      await expect(panel(page, 'nextjs')).toBeVisible();
      await expect(panel(page, 'gatsby')).toBeHidden();
    });
  });
});

test('focus stays on Save and on Clear after they act', async ({page}) => {
  await page.goto('/store');
  const ui = page.getByLabel('@faststore/ui', {exact: true});
  await expect(ui).toBeEnabled();
  await ui.selectOption(coverage.versions.ui.at(-1)!);
  const save = page.getByRole('button', {name: 'Save these releases'});
  await save.click();
  await expect(page.locator('[data-store-profile-current]')).toContainText(`ui ${coverage.versions.ui.at(-1)}`);
  await expect(save).toBeFocused();
  const clearButton = page.getByRole('button', {name: 'Clear my store'});
  await clearButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-store-profile-current]')).toContainText('Not set');
  await expect(clearButton).toBeFocused();
});

test('a FastStore 2 store and a package.json cut off are each told what they are', async ({page}) => {
  await page.goto('/store');
  const files = page.getByLabel('Choose package.json and a lockfile');
  await expect(files).toBeEnabled();
  const message = page.locator('[data-store-profile-message]');
  const json = (text: string) => ({name: 'package.json', mimeType: 'application/json', buffer: Buffer.from(text)});
  await files.setInputFiles(json(JSON.stringify({name: 'shop', dependencies: {'@faststore/core': '^2.2.60'}})));
  await expect(message).toContainText('FastStore 2.x store');
  await files.setInputFiles(json('{"name": "shop", "dependencies": {"@faststore/ui": "1.9'));
  await expect(message).toContainText('package.json is not valid JSON: at line 1');
});

test.describe('without scripts', () => {
  test.use({javaScriptEnabled: false});

  test('a guide shows every starter’s steps in their written order, even with a profile stored', async ({
    page,
    context,
  }) => {
    await context.addInitScript(() =>
      localStorage.setItem('faststore-docs:store', JSON.stringify({starter: 'nextjs.store', releases: {}})),
    );
    await page.goto(GUIDE);
    expect(await nextjsSectionFirst(page)).toBe(false);
    await expect(page.locator(NEXTJS_SECTION)).toBeVisible();
    await expect(page.locator(`${NEXTJS_SECTION} [data-starter-note]`)).toBeHidden();
  });
});

test.describe('with storage blocked', () => {
  test('the page works, and a choice holds for the page', async ({page, context}) => {
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.goto(GUIDE);
    const select = page.getByLabel('Your starter');
    await expect(select).toBeEnabled();
    await select.selectOption('nextjs.store');
    await expect(page.locator('html')).toHaveAttribute('data-store-starter', 'nextjs.store');
    await expect(page.locator('[data-store-profile-line]')).toContainText('it holds for this page only');
    expect(await nextjsSectionFirst(page)).toBe(true);
  });
});

test('the profile controls pass axe in light and dark mode', async ({page}) => {
  for (const route of ['/store', GUIDE]) {
    await page.goto(route);
    await expect(page.getByLabel('Your starter').first()).toBeEnabled();
    const include = route === '/store' ? '[data-store-profile]' : '[data-store-profile-line]';
    expect(await violationsInBothModes(page, {include}), route).toEqual([]);
  }
  // With a message shown too.
  await page.goto('/store');
  await page.getByLabel('Choose package.json and a lockfile').setInputFiles(NOTES);
  expect(await violationsInBothModes(page, {include: '[data-store-profile]'})).toEqual([]);
});

test('the upgrade index links the pages from the store’s releases to the newest covered ones', async ({page}) => {
  const yours = page.locator('[data-your-upgrade]');
  await page.goto('/reference/upgrade');
  await expect(yours.getByRole('link', {name: 'Set your store'})).toHaveAttribute('href', '/store');
  const versions = installed('nextjs.store');
  await setFromFiles(page, 'nextjs.store');
  // Reading the files takes a moment: leave /store only once the profile is kept.
  await expect(page.locator('[data-store-profile-current]')).toContainText('Next.js starter');
  await page.goto('/reference/upgrade');
  const behind = (['ui', 'sdk', 'api'] as const).filter((pkg) => versions[pkg] !== coverage.versions[pkg].at(-1));
  expect(behind.length, 'the Next.js starter is behind the newest covered releases').toBeGreaterThan(0);
  for (const pkg of behind) {
    const newest = coverage.versions[pkg].at(-1)!;
    await expect(yours.getByRole('link', {name: `@faststore/${pkg} ${versions[pkg]} to ${newest}`})).toHaveAttribute(
      'href',
      `/reference/upgrade/${pkg}/${versions[pkg]}-to-${newest}`,
    );
  }
});
