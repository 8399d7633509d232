/**
 * The editors' code (react-live for live examples and the playground, CodeMirror for the API
 * explorer) is fetched only by the pages that use it, and on the pages with a live example or the
 * explorer only once the reader starts to edit or run. Every JavaScript file a page downloads is read
 * and searched for a string each editor library contains.
 */
import type {Page} from '@playwright/test';
import {test, expect, scriptsLoadedBy} from './fixtures';

const MARKERS = {
  'react-live': 'Ctrl+M makes Tab indent the code', // the hint of the code editor built on react-live's LiveEditor
  CodeMirror: 'cm-editor', // CodeMirror 6's editor class name
};
type Editor = keyof typeof MARKERS;

/** Which editors' code the page downloaded, once the page and its lazy chunks have loaded. */
async function editorsLoadedBy(page: Page, route: string, ready: (page: Page) => Promise<void>): Promise<Editor[]> {
  const code = await scriptsLoadedBy(page, route, ready);
  return (Object.keys(MARKERS) as Editor[]).filter((editor) => code.includes(MARKERS[editor]));
}

const h1 = async (page: Page) => expect(page.locator('h1').first()).toBeVisible();

for (const route of [
  '/',
  '/docs',
  '/releases',
  '/faq',
  '/reference/api/queries/product',
  '/reference/sdk/cart/useCart',
  '/starters',
  '/quickstart',
  // A live example, the playground and the explorer: their static views, until the reader interacts.
  '/reference/ui/atoms/Button',
  '/playground',
  '/reference/ui/molecules/Modal',
  '/reference/api/get-started',
]) {
  test(`${route} downloads no editor code`, async ({page}) => {
    expect(await editorsLoadedBy(page, route, h1)).toEqual([]);
  });
}

test('the pages that use an editor do download its code (the markers still match)', async ({page}) => {
  expect(
    await editorsLoadedBy(page, '/playground', async (p) => {
      await p.getByRole('button', {name: 'Edit code'}).click();
      await expect(p.getByRole('textbox', {name: 'Code editor'})).toBeFocused();
    }),
  ).toEqual(['react-live']);
});

test('a live example downloads react-live once the reader presses Edit, and its editor takes the focus', async ({
  page,
}) => {
  expect(
    await editorsLoadedBy(page, '/reference/ui/atoms/Button', async (p) => {
      await p.getByRole('button', {name: 'Edit this example'}).first().click();
      await expect(p.locator('[class*="playgroundEditor"] [contenteditable]').first()).toBeFocused();
    }),
  ).toEqual(['react-live']);
});

test('the explorer downloads CodeMirror once the reader focuses the operation', async ({page}) => {
  expect(
    await editorsLoadedBy(page, '/reference/api/get-started', async (p) => {
      await p.getByRole('textbox', {name: 'GraphQL operation'}).focus();
      await expect(p.locator('.cm-editor .cm-content')).toBeFocused();
    }),
  ).toEqual(['CodeMirror']);
});
