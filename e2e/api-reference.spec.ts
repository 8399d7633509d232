/**
 * The GraphQL API reference. Type names on operation pages link to their entries, and the
 * offline explorer completes and checks operations against the schema and runs them on mock data,
 * all without a request leaving the machine.
 */
import type {Page} from '@playwright/test';
import {test, expect, switchToDark} from './fixtures';
import {blockingViolations} from './axe';

const EXPLORER_PAGE = '/reference/api/get-started';

test('a type link on an operation page leads to the type entry', async ({page, externalRequests}) => {
  await page.goto('/reference/api/queries/product');
  const returnType = page.locator('article').getByRole('link', {name: 'StoreProduct', exact: true}).first();
  await returnType.click();
  await expect(page).toHaveURL(/\/reference\/api\/objects#storeproduct$/);
  // The heading's accessible name also holds Docusaurus' "Direct link" anchor, so match its id and text.
  const entry = page.locator('h2#storeproduct');
  await expect(entry).toHaveText(/^StoreProduct\b/);
  await expect(entry).toBeInViewport();

  await page.goto('/reference/api/queries/product');
  await page
    .getByRole('table', {name: 'Arguments of product'})
    .getByRole('link', {name: 'IStoreSelectedFacet'})
    .click();
  await expect(page).toHaveURL(/\/reference\/api\/inputs#istoreselectedfacet$/);
  await expect(page.locator('h2#istoreselectedfacet')).toHaveText(/^IStoreSelectedFacet\b/);
  await expect(page.locator('h2#istoreselectedfacet')).toBeInViewport();
  expect(externalRequests).toEqual([]);
});

/** Replaces the editor's operation by typing, as a reader would. */
async function typeOperation(page: Page, text: string) {
  // Before the reader starts, the operation is static text; clicking it loads the editor there.
  await page.getByRole('textbox', {name: 'GraphQL operation'}).click();
  const editor = page.locator('.cm-editor .cm-content');
  await expect(editor).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.type(text);
  return editor;
}

test('the explorer completes the fields of product', async ({page, externalRequests}) => {
  await page.goto(EXPLORER_PAGE);
  await typeOperation(page, 'query { product(locator: [{key: "slug", value: "gold-ring-99988217"}]) { s');
  const completions = page.locator('.cm-tooltip-autocomplete');
  await expect(completions).toBeVisible();
  await expect(completions.getByRole('option', {name: /^sku/})).toBeVisible();
  await expect(completions.getByRole('option', {name: /^slug/})).toBeVisible();
  expect(externalRequests).toEqual([]);
});

test('the explorer flags an unknown field', async ({page, externalRequests}) => {
  await page.goto(EXPLORER_PAGE);
  await typeOperation(page, 'query { product(locator: [{key: "slug", value: "gold-ring-99988217"}]) { nmae');
  await page.keyboard.press('Escape'); // close the completion list
  const flagged = page.locator('.cm-lintRange-error');
  await expect(flagged.first()).toBeVisible();
  await expect(flagged.first()).toHaveText('nmae');
  await flagged.first().hover();
  await expect(page.locator('.cm-diagnostic-error')).toContainText('Cannot query field "nmae" on type "StoreProduct"');
  expect(externalRequests).toEqual([]);
});

test('the explorer is in the static HTML, and Run loads it and runs the operation', async ({page, request}) => {
  const html = await (await request.get(EXPLORER_PAGE)).text();
  expect(html).toContain('data-testid=api-explorer');
  expect(html).toContain('query ProductPageQuery($locator: [IStoreSelectedFacet!]!)');
  await page.goto(EXPLORER_PAGE);
  await expect(page.locator('.cm-editor')).toHaveCount(0);
  await page.getByRole('button', {name: 'Run', exact: true}).click();
  await expect(page.getByLabel('Result of the operation (mock data)')).toContainText('"sku": "99988217"');
  await expect(page.locator('.cm-editor')).toBeVisible();
});

test('the explorer runs an operation on mock data', async ({page, externalRequests}) => {
  await page.goto(EXPLORER_PAGE);
  await expect(page.getByRole('textbox', {name: 'GraphQL operation'})).toBeVisible();
  await page.getByRole('button', {name: 'Run', exact: true}).click();
  const result = page.getByLabel('Result of the operation (mock data)');
  await expect(result).toContainText('"name": "Gold ring, size 7"');
  await expect(result).toContainText('"sku": "99988217"');
  await expect(result).toContainText('"url": "/img/api-reference/ring.svg"');
  await expect(page.getByText('Mock data', {exact: true})).toBeVisible();

  // An invalid operation is reported instead of run.
  await typeOperation(page, 'query { product(locator: []) { nmae');
  await page.getByRole('button', {name: 'Run', exact: true}).click();
  await expect(result).toContainText('Cannot query field \\"nmae\\"');
  expect(externalRequests).toEqual([]);
});

test('the explorer, once loaded and run, passes axe in light and dark mode', async ({page, externalRequests}) => {
  await page.goto(EXPLORER_PAGE);
  await expect(page.getByRole('textbox', {name: 'GraphQL operation'})).toBeVisible();
  await page.getByRole('button', {name: 'Run', exact: true}).click();
  await expect(page.getByLabel('Result of the operation (mock data)')).toContainText('Gold ring');
  const blocking = () => blockingViolations(page, {include: '[data-testid="api-explorer"]'});
  expect(await blocking()).toEqual([]);
  await switchToDark(page);
  expect(await blocking()).toEqual([]);
  expect(externalRequests).toEqual([]);
});
