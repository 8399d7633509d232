/**
 * `npm start` tells the truth: where the development server cannot do what the production build does,
 * the page says so instead of failing like a broken site. Run by `npm run test:dev` against
 * `docusaurus start` (playwright.dev.config.ts), not by `npm test`.
 */
import fs from 'node:fs';
import {test, expect} from './fixtures';

test('the search says where its results come from, or that it works in a production build', async ({page}) => {
  const lastBuild = fs.existsSync('build/pagefind/pagefind.js');
  await page.goto('/docs');
  await page.locator('nav.navbar').getByRole('button', {name: 'Search'}).click();
  const dialog = page.getByRole('dialog', {name: 'Search the documentation'});
  await dialog.getByRole('combobox').fill('useCart');
  await expect(dialog).toContainText(
    lastBuild ? 'results come from the last production build' : 'Search works in a production build',
  );
  await expect(dialog).not.toContainText('Check your connection');
  if (lastBuild) await expect(dialog.getByRole('option').first()).toBeVisible();
});

test('Copy page says that it works in a production build', async ({page}) => {
  await page.goto('/docs');
  await expect(page.getByText('Copy page and View as Markdown work in a production build')).toBeVisible();
  await expect(page.getByRole('button', {name: 'Copy page'})).toHaveCount(0);
});

test('the payload schemas are served at their published addresses', async ({request}) => {
  for (const name of ['survey-response', 'starter-submission']) {
    const response = await request.get(`/schemas/${name}.schema.json`);
    expect(response.status()).toBe(200);
    expect((await response.json()).$schema).toMatch(/2020-12/);
  }
});

test("a starter's page is there", async ({page}) => {
  await page.goto('/starters/base');
  await expect(page.getByRole('heading', {level: 1})).toContainText('Base Store');
});
