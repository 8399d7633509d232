/**
 * Every docs page loads the docs plugin's version metadata before it hydrates. The descriptions of
 * all docs are left out of it (src/plugins/docs-metadata) and travel only with the card lists that
 * show them.
 */
import {test, expect} from './fixtures';

test('the version metadata a docs page loads carries no doc descriptions', async ({page}) => {
  // Each script's body is read once its request has finished, and every read is awaited before the
  // assertions: a body that could not be read fails the test instead of counting as an empty one.
  const bodies: Promise<{url: string; body: string}>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    bodies.push(
      request.response().then(async (response) => {
        if (!response) throw new Error(`${request.url()} finished without a response`);
        return {url: request.url(), body: await response.text()};
      }),
    );
  });
  await page.goto('/docs');
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(bodies);
  expect(scripts.length, 'the page loaded its scripts').toBeGreaterThan(0);
  for (const {url, body} of scripts) expect(body.length, url).toBeGreaterThan(0);
  const metadata = scripts.filter(({body}) => body.includes('"docsSidebars"'));
  expect(metadata.length, 'the version metadata was loaded').toBeGreaterThan(0);
  for (const {url, body} of metadata) {
    const docs = body.slice(body.indexOf('"docs":{'));
    expect(docs, url).toContain('"title":');
    expect(docs, url).not.toContain('"description":');
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
