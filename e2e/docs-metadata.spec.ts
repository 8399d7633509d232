/**
 * Every docs page loads the docs plugin's version metadata before it hydrates. The descriptions of
 * all docs are left out of it (src/plugins/docs-metadata) and travel only with the card lists that
 * show them.
 */
import {test, expect} from './fixtures';

test('the version metadata a docs page loads carries no doc descriptions', async ({page}) => {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) bodies.push(await response.text().catch(() => ''));
  });
  await page.goto('/docs');
  await page.waitForLoadState('networkidle');
  const metadata = bodies.filter((body) => body.includes('"docsSidebars"'));
  expect(metadata.length, 'the version metadata was loaded').toBeGreaterThan(0);
  for (const body of metadata) {
    const docs = body.slice(body.indexOf('"docs":{'));
    expect(docs).toContain('"title":');
    expect(docs).not.toContain('"description":');
  }
});

test('a card list shows the description of each doc it links to', async ({page}) => {
  await page.goto('/reference/ui/atoms');
  const cards = page.locator('article a.card');
  expect(await cards.count()).toBeGreaterThan(2);
  const expected: [string, string][] = [];
  for (const card of (await cards.all()).slice(0, 3)) {
    expected.push([
      (await card.getAttribute('href'))!,
      (await card.locator('.theme-doc-card-description').getAttribute('title'))!,
    ]);
  }
  for (const [href, description] of expected) {
    expect(description, href).toBeTruthy();
    await page.goto(href);
    // The card shows the doc's own description, the one its page declares.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
  }
});
