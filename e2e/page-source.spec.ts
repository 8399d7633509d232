/**
 * Docs pages show the date of their file's last commit, as git records it (committer date); pages
 * that no single file makes (starter pages, listings, tags, the release notes) show no such date.
 * The edit links are checked on the configured build (`page-source.configured.spec.ts`), since this
 * build has them only when its environment names the repository.
 */
import {test, expect} from './fixtures';
import {ALL_ROUTES} from './routes';
import {docFile, gitLastUpdate, readPageSource} from './pageSource';

test("every docs page shows its file's last commit date, and no other page shows one", async ({request}) => {
  test.setTimeout(120_000);
  let docs = 0;
  for (const route of ALL_ROUTES) {
    const page = readPageSource(await (await request.get(route)).text());
    if (page.kind !== 'doc') {
      expect(page.lastUpdated, `${route} is not made from one file`).toBeUndefined();
      continue;
    }
    docs++;
    const file = docFile(page.docId!);
    expect(file, `${route}: file of doc ${page.docId}`).toBeDefined();
    // A file with no commit yet (a new page) has no date; Docusaurus then shows none.
    expect(page.lastUpdated, `${route} (${file})`).toBe(gitLastUpdate(file!));
  }
  expect(docs).toBeGreaterThan(0);
});

test('the date reads as a date, next to the page content', async ({page}) => {
  await page.goto('/reference/sdk/cart/useCart');
  const updated = page.locator('article footer .theme-last-updated');
  await expect(updated).toHaveText(/^Last updated on [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await page.goto('/starters/base');
  await expect(page.locator('.theme-last-updated')).toHaveCount(0);
});
