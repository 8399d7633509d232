/**
 * The home page's release cards and documentation updates link to pages that exist, and the
 * entry points lead to the main areas of the portal.
 */
import {test, expect} from './fixtures';
import {updates} from '../src/data/updates';
import {readContent} from '../tests/contentFiles';
import {RELEASE_CARD_COUNT} from '../src/plugins/release-cards';

/** The newest release notes on disk, newest first: what the home page must show. */
const newestPosts = readContent()
  .filter((f) => f.area === 'releases')
  .sort((a, b) => b.route.localeCompare(a.route))
  .slice(0, RELEASE_CARD_COUNT);

test('release cards are the newest release notes, linking to their posts', async ({page, request}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', {level: 1, name: 'FastStore documentation'})).toBeVisible();
  const cardsShown = page.getByTestId('release-card');
  await expect(cardsShown).toHaveCount(newestPosts.length);
  for (let i = 0; i < newestPosts.length; i++) {
    const link = cardsShown.nth(i).getByRole('link');
    await expect(link).toHaveText(String(newestPosts[i].data.title));
    await expect(cardsShown.nth(i)).toContainText(String(newestPosts[i].data.description));
    const href = (await link.getAttribute('href'))!;
    expect(href).toBe(newestPosts[i].route);
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    expect(await response.text()).toContain('<h1');
  }
  // Following a card lands on its post.
  await cardsShown.first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${newestPosts[0].route}$`));
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
});

test('documentation updates are grouped by type and link to existing pages', async ({page, request}) => {
  await page.goto('/');
  for (const type of ['Added', 'Improved', 'Fixed'] as const) {
    const group = page.getByRole('region', {name: type});
    const expected = updates.filter((u) => u.type === type);
    await expect(group.getByTestId('update-entry')).toHaveCount(expected.length);
    const links = group.getByRole('link');
    const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')!));
    expect(hrefs).toEqual(expected.flatMap((u) => u.docs.map((d) => d.path)));
    for (const href of hrefs) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
    }
  }
});

test('entry points lead to Quickstart, Tutorials, Reference, Starters and FAQ', async ({page, externalRequests}) => {
  await page.goto('/');
  const start = page.getByRole('main');
  for (const [name, path] of [
    ['Quickstart', '/quickstart'],
    ['Tutorials', '/tutorials'],
    ['Reference', '/reference'],
    ['Starters', '/starters'],
    ['FAQ', '/faq'],
  ]) {
    await expect(start.getByRole('link', {name, exact: true}).first()).toHaveAttribute('href', path);
  }
  await start.getByRole('link', {name: 'Starters', exact: true}).first().click();
  await expect(page).toHaveURL(/\/starters$/);
  expect(externalRequests).toEqual([]);
});
