/**
 * Each /sections/<Name>/<Name> page renders its one section on its own, under the section's
 * name, and the writers' template links all of them. The frame's own heading and summary would be
 * there even if the section rendered nothing, so each preview is checked for what only its section
 * shows.
 */
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {ALL_ROUTES} from './routes';

/** Every section preview of the build: /sections/<Name>/<Name>, named after the component it renders. */
const SECTION_NAMES = ALL_ROUTES.flatMap((r) => /^\/sections\/(\w+)\/\1$/.exec(r)?.[1] ?? []);

const main = (page: Page) => page.locator('main');

/** What proves a section rendered: something only that section shows. A new preview needs its entry. */
const RENDERED: Partial<Record<string, (page: Page) => Promise<void>>> = {
  EducationSection: async (page) => {
    for (const href of ['/quickstart', '/tutorials', '/reference', '/starters', '/faq']) {
      await expect(main(page).locator(`a[href="${href}"]`).first()).toBeVisible();
    }
  },
  FaqSection: async (page) => {
    expect(await main(page).locator('a[href^="/faq#"]').count()).toBeGreaterThan(1);
  },
  StarterDetail: async (page) => {
    await expect(main(page).getByRole('heading', {name: 'Get the code'})).toBeVisible();
  },
  StarterGallery: async (page) => {
    await expect(
      main(page)
        .getByRole('group', {name: 'Filter starters by group'})
        .or(main(page).getByLabel('Filter starters by group'))
        .first(),
    ).toBeVisible();
    await expect(main(page).locator('a[href="/starters/base"]').first()).toBeVisible();
  },
  StarterSubmissionForm: async (page) => {
    await expect(main(page).getByRole('form', {name: 'Submit a starter'})).toBeVisible();
  },
  UpdatesSection: async (page) => {
    for (const group of ['Added', 'Improved', 'Fixed']) {
      await expect(main(page).getByRole('heading', {name: group, exact: true})).toBeVisible();
    }
  },
};

test('the build has section previews', () => {
  expect(SECTION_NAMES.length).toBeGreaterThan(0);
});

for (const name of SECTION_NAMES) {
  test(`/sections/${name}/${name} renders the ${name} section`, async ({page}) => {
    await page.goto(`/sections/${name}/${name}`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(name);
    const rendered = RENDERED[name];
    if (!rendered) throw new Error(`say in RENDERED what only the ${name} section shows`);
    await rendered(page);
  });
}

test('the how-to guide template links every section preview', async ({page}) => {
  await page.goto('/templates/how-to-guide-template');
  for (const name of SECTION_NAMES) {
    await expect(page.locator(`article a[href="/sections/${name}/${name}"]`)).toHaveCount(1);
  }
});
