/**
 * /playground: the first example is painted in the page as built, and the editor starts when the
 * reader edits; pick an example, edit it and see the change; share the code through a link that
 * restores it when opened or reloaded; the editor never traps the keyboard.
 */
import type {Page} from '@playwright/test';
import {test, expect, switchToDark} from './fixtures';

const previewArea = (page: Page) => page.locator('[data-playground-preview]');
/** The code runs in the sandboxed live-example frame inside the preview area. */
const preview = (page: Page) => previewArea(page).locator('iframe[data-live-frame]').contentFrame();
const editor = (page: Page) => page.getByRole('textbox', {name: 'Code editor'});
/** The first example as the page was built with it, before the editor starts. */
const staticPreview = (page: Page) => previewArea(page).locator('[data-playground-static]');

test('the page is built with its first example painted, and controls that need scripts say so', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto('/playground');
  await expect(page.locator('[class*="staticCode"] pre')).toContainText('function ProductTile()');
  await expect(staticPreview(page).locator('[data-store-product-card]')).toContainText('Ceramic mug, 350 ml');
  await expect(previewArea(page).locator('iframe')).toHaveCount(0);
  // Styled as the editor's preview styles it, before any script runs.
  await expect(staticPreview(page).locator('[data-store-button]')).toHaveCSS('border-top-style', 'solid');
  await expect(page.getByRole('status').filter({hasText: 'The editor starts once the page has loaded.'})).toBeVisible();
  for (const name of ['Edit code', 'Copy link', 'Reset code'])
    await expect(page.getByRole('button', {name})).toBeDisabled();
  await expect(page.getByLabel('Starting example')).toBeDisabled();
  await context.close();
});

test('clicking the built code starts the editor with the focus in it; Edit code does the same', async ({page}) => {
  await page.goto('/playground');
  await expect(staticPreview(page)).toBeVisible();
  await page.locator('[class*="staticCode"] pre').click();
  await expect(editor(page)).toBeFocused();
  await expect(editor(page)).toContainText('function ProductTile()');
  await expect(preview(page).locator('[data-store-product-card]')).toBeVisible();
  await expect(staticPreview(page)).toHaveCount(0);

  await page.reload();
  await page.getByRole('button', {name: 'Edit code'}).click();
  await expect(editor(page)).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('<Button type="button">Edited after Edit code</Button>');
  await expect(preview(page).locator('[data-store-button]')).toHaveText('Edited after Edit code');
});

test('pick an example, edit it, share it, and the link restores the code', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/playground');
  await expect(staticPreview(page).locator('[data-store-product-card]')).toBeVisible();

  await page.getByLabel('Starting example').selectOption({label: 'Cart summary'});
  await expect(editor(page)).toContainText('CartSummary');
  const quantity = preview(page).getByRole('textbox', {name: 'Quantity of Ceramic mug'});
  await expect(quantity).toHaveValue('2');
  await preview(page).getByRole('button', {name: 'Increment Quantity'}).first().click();
  await expect(quantity).toHaveValue('3');

  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('<Button type="button">Made in the playground</Button>');
  await expect(preview(page).locator('[data-store-button]')).toHaveText('Made in the playground');

  await page.getByRole('button', {name: 'Copy link'}).click();
  await expect(page.getByRole('status').filter({hasText: 'Link copied'})).toBeVisible();
  const link = await page.getByLabel('Link to this code').inputValue();
  expect(link).toContain('/playground#code=');
  expect(page.url()).toBe(link);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  const other = await context.newPage();
  await other.goto(link);
  await expect(editor(other)).toHaveText('<Button type="button">Made in the playground</Button>');
  await expect(preview(other).locator('[data-store-button]')).toHaveText('Made in the playground');
  await expect(other.getByLabel('Starting example')).toHaveValue('shared');

  await page.reload();
  await expect(preview(page).locator('[data-store-button]')).toHaveText('Made in the playground');

  await page.getByRole('button', {name: 'Reset code'}).click();
  await expect(editor(page)).toHaveText('<Button type="button">Made in the playground</Button>');
  await page.getByLabel('Starting example').selectOption({label: 'Product card'});
  await expect(preview(page).locator('[data-store-product-card]')).toBeVisible();
  expect(page.url()).not.toContain('#code=');
});

test('every example renders in dark mode without console errors, and Tab leaves the editor', async ({page}) => {
  await page.goto('/playground');
  await switchToDark(page);
  const picker = page.getByLabel('Starting example');
  for (const label of ['Product card', 'Cart summary', 'Filter form', 'Newsletter sign-up']) {
    await picker.selectOption({label});
    await expect(preview(page).locator('[data-store-button]').first()).toBeVisible();
    await expect(previewArea(page).locator('pre')).toHaveCount(0); // an error shows in a <pre> there
  }

  await editor(page).focus();
  await page.keyboard.press('Tab');
  await expect(editor(page)).not.toBeFocused();
});

test('a broken link falls back to the first example', async ({page}) => {
  await page.goto('/playground#code=%%%');
  await expect(staticPreview(page).locator('[data-store-product-card]')).toBeVisible();
  await expect(page.getByLabel('Starting example')).toHaveValue('product-card');
});

test('an error in the code shows under the preview, and fixing it renders again', async ({page}) => {
  await page.goto('/playground');
  await page.getByRole('button', {name: 'Edit code'}).click();
  await expect(editor(page)).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('<Button type="button">Unclosed');
  await expect(previewArea(page).locator('pre')).toContainText(/SyntaxError|Unexpected|Unterminated/);
  await page.keyboard.type('</Button>');
  await expect(preview(page).locator('[data-store-button]')).toHaveText('Unclosed');
  await expect(previewArea(page).locator('pre')).toHaveCount(0);
});
