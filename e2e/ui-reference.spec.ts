/**
 * UI component reference: every component page shows a live example that renders the real
 * `@faststore/ui` component, a generated props table, and no console error in light or dark mode.
 */
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, collectErrors} from './fixtures';
import {componentPages} from '../src/plugins/ui-reference/catalogue';
import {extractUiReference, packageDir} from '../src/plugins/ui-reference/extract';

// The same data the ui-reference plugin hands to the pages, read from the installed package.
const reference = extractUiReference(packageDir(path.join(__dirname, '..')));

/**
 * The data attribute that proves the component itself rendered: its own, else the first one of a
 * part defined in the same source folder (RadioGroup renders none; its RadioOption does).
 */
function hookOf(name: string): string {
  const info = reference.components[name];
  if (!info) throw new Error(`${name} is not in the generated reference`);
  const own = info.dataAttributes.find((a) => !a.name.includes('*'));
  if (own) return own.name;
  const folder = path.posix.dirname(info.source);
  const part = Object.values(reference.components).find(
    (c) => c.name !== name && path.posix.dirname(c.source) === folder && c.dataAttributes.length > 0,
  );
  if (!part) throw new Error(`no data attribute known for ${name} or its parts`);
  return part.dataAttributes[0]!.name;
}

const preview = (page: Page) => page.locator('[class*="playgroundPreview"]').first();

/** Components that render into a portal at the end of <body>, outside the preview box. */
const PORTALED = new Set(['Popover', 'Modal']);
const rendered = (page: Page, name: string, hook: string) =>
  (PORTALED.has(name) ? page.locator('body') : preview(page)).locator(`[${hook}]`).first();

/** Examples that start closed, as a dialog should, with the button in the preview that opens them. */
const OPENED_BY: Record<string, string> = {Modal: 'Open the modal'};
async function show(page: Page, name: string) {
  if (OPENED_BY[name]) await preview(page).getByRole('button', {name: OPENED_BY[name]}).click();
}

const pages = componentPages(path.join(__dirname, '..'));

for (const {level, name} of pages) {
  test(`${level}/${name}: live example renders the component, props table has rows, no console errors`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto(`/reference/ui/${level}/${name}`);
    const hook = hookOf(name);
    await show(page, name);
    await expect(rendered(page, name, hook), `preview renders [${hook}]`).toBeAttached();
    await expect(page.locator(`table[data-props-table="${name}"] tbody tr`).first()).toBeAttached();
    if (OPENED_BY[name]) {
      await page.keyboard.press('Escape');
      await expect(rendered(page, name, hook), 'Escape closes it').not.toBeAttached();
    }

    await page
      .getByRole('button', {name: /switch between dark and light mode/i})
      .first()
      .click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await show(page, name);
    await expect(rendered(page, name, hook)).toBeAttached();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await show(page, name);
    await expect(rendered(page, name, hook)).toBeAttached();
    expect(errors, 'console errors').toEqual([]);
  });
}

test('editing the Button example changes the preview', async ({page}) => {
  await page.goto('/reference/ui/atoms/Button');
  const button = preview(page).locator('[data-store-button]');
  await expect(button).toHaveText('Added 0 times');
  const editor = page.locator('[class*="playgroundEditor"]').first();
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('<Button type="button">Edited in the editor</Button>');
  await expect(button).toHaveText('Edited in the editor');
});

test('exports documented in sections: Hero, Dropdown and useSlider render live, with their tables', async ({page}) => {
  const errors = collectErrors(page);
  await page.goto('/reference/ui/organisms');
  await expect(preview(page).locator('[data-store-hero] [data-hero-heading]')).toContainText('Summer sandals');
  for (const name of ['Hero', 'HeroHeading', 'HeroImage']) {
    await expect(page.locator(`table[data-props-table="${name}"] tbody tr`).first()).toBeAttached();
  }

  await page.goto('/reference/ui/molecules');
  const toggle = preview(page).locator('[data-store-dropdown-button]');
  await expect(toggle).toHaveText('Sort by: Relevance');
  await toggle.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', {name: 'Sort products'});
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveText('Sort by: Price: low to high');
  await expect(menu).not.toBeAttached();
  await toggle.click();
  await page.keyboard.press('Escape');
  await expect(menu).not.toBeAttached();
  await expect(toggle).toBeFocused();

  await page.goto('/reference/ui/molecules/Carousel');
  const shelf = page.locator('[class*="playgroundPreview"]').nth(1);
  await expect(shelf).toContainText('Page 1 of 3');
  await shelf.getByRole('button', {name: 'Next'}).click();
  await expect(shelf).toContainText('Page 2 of 3');
  await expect(page.locator('table[data-props-table="useSlider"] tbody tr').first()).toBeAttached();
  await expect(page.locator('table[data-returns-table="useSlider"] tbody tr')).toHaveCount(4);
  expect(errors, 'console errors').toEqual([]);
});
