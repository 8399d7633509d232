/**
 * Default build (no STARTER_SUBMISSION_URL): the starters gallery and its filter, the detail
 * pages, and the submission form's validation and its fallback to a pre-filled GitHub issue.
 */
import type {Page} from '@playwright/test';
import {fillValid, form, VALID} from './starterForm';
import {test, expect, delayRequests, hydrated, switchToDark} from './fixtures';
import {blockingViolations} from './axe';
import {starters} from '../src/data/starters';
import {starterPath} from '../src/data/types';

const cards = (page: Page) => page.getByTestId('starter-card');
const cardNames = async (page: Page) => (await cards(page).getByRole('heading').allTextContents()).sort();
const names = (group: string) =>
  starters
    .filter((s) => s.group === group)
    .map((s) => s.name)
    .sort();

test('the gallery shows every starter of the data in its group', async ({page}) => {
  await page.goto('/starters');
  await expect(page.getByRole('heading', {level: 1, name: 'Starters'})).toBeVisible();
  await expect(cards(page)).toHaveCount(starters.length);
  for (const [group, title] of [
    ['official', 'Official starters'],
    ['community', 'Community starters'],
  ] as const) {
    const section = page.getByRole('region', {name: title});
    expect((await section.getByTestId('starter-card').getByRole('heading').allTextContents()).sort()).toEqual(
      names(group),
    );
  }
  for (const s of starters) {
    const card = cards(page).filter({has: page.getByRole('link', {name: s.name, exact: true})});
    await expect(card).toContainText(`by ${s.owner}`);
    await expect(card).toContainText(s.details);
    await expect(card).toContainText(s.price);
    const thumbnail = card.getByRole('img', {name: s.imgAlt});
    if (s.imgThumbnail.endsWith('.svg')) await expect(thumbnail).toHaveJSProperty('tagName', 'svg');
    else await expect(thumbnail).toHaveAttribute('src', s.imgThumbnail);
  }
});

test('SVG thumbnails are drawn in the page itself, with no image request, even without JavaScript', async ({
  browser,
}) => {
  const svgStarters = starters.filter((s) => s.imgThumbnail.endsWith('.svg'));
  expect(svgStarters.length, 'the gallery has SVG thumbnails to check').toBeGreaterThan(0);
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  const imageRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') imageRequests.push(request.url());
  });
  await page.goto('/starters');
  for (const s of svgStarters) {
    const drawing = cards(page).getByRole('img', {name: s.imgAlt, exact: true});
    await expect(drawing).toHaveJSProperty('tagName', 'svg');
    // The drawing itself, not an empty frame: the shapes of the file are there.
    expect(await drawing.locator('rect, circle, path').count()).toBeGreaterThan(5);
    const box = await drawing.boundingBox();
    expect(box && box.width / box.height).toBeCloseTo(400 / 250, 1);
  }
  expect(imageRequests.filter((url) => svgStarters.some((s) => url.endsWith(s.imgThumbnail)))).toEqual([]);
  await context.close();
});

test('the group filter is kept in the URL and survives a reload', async ({page}) => {
  await page.goto('/starters');
  const filter = page.getByRole('group', {name: 'Filter starters by group'});
  await filter.getByRole('button', {name: 'Community'}).click();
  await expect(page).toHaveURL(/\/starters\?group=community$/);
  await expect.poll(() => cardNames(page)).toEqual(names('community'));
  await expect(filter.getByRole('button', {name: 'Community'})).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(filter.getByRole('button', {name: 'Community'})).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => cardNames(page)).toEqual(names('community'));

  await filter.getByRole('button', {name: 'Official'}).click();
  await expect(page).toHaveURL(/\/starters\?group=official$/);
  await expect.poll(() => cardNames(page)).toEqual(names('official'));

  await filter.getByRole('button', {name: 'All'}).click();
  await expect(page).toHaveURL(/\/starters$/);
  await expect(cards(page)).toHaveCount(starters.length);

  // A shared link opens filtered.
  await page.goto('/starters?group=official');
  await expect(cards(page)).toHaveCount(names('official').length);
});

for (const s of starters) {
  test(`the ${s.name} card leads to a page showing every field of its entry`, async ({page, externalRequests}) => {
    await page.goto('/starters');
    await cards(page).getByRole('link', {name: s.name, exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`${starterPath(s.slug)}$`));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', {level: 1})).toHaveText(s.name);
    await expect(main.getByRole('img', {name: s.imgAlt})).toHaveAttribute('src', s.img);
    // The image is served by the site itself and decodes.
    await expect
      .poll(() => main.getByRole('img', {name: s.imgAlt}).evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const owner = main.getByTestId('starter-owner');
    await expect(owner).toHaveText(s.owner);
    if (s.ownerWebsite) await expect(owner.getByRole('link', {name: s.owner})).toHaveAttribute('href', s.ownerWebsite);
    else await expect(owner.getByRole('link')).toHaveCount(0);
    await expect(main).toContainText(s.description);
    await expect(main).toContainText(s.price);
    if (s.features.length)
      await expect(main.getByTestId('starter-features').getByRole('listitem')).toHaveText(s.features);
    else await expect(main.getByRole('heading', {name: 'Features'})).toHaveCount(0);
    await expect(main.getByRole('link', {name: `Live demo of ${s.name}`})).toHaveAttribute('href', s.demoURL);
    const repository = s.nextRepo ? `Gatsby repository of ${s.name}` : `Repository of ${s.name}`;
    await expect(main.getByRole('link', {name: repository, exact: true})).toHaveAttribute('href', s.gatsbyRepo);
    const next = main.getByRole('link', {name: `Next.js repository of ${s.name}`});
    if (s.nextRepo) await expect(next).toHaveAttribute('href', s.nextRepo);
    else await expect(next).toHaveCount(0);
    await main.getByRole('link', {name: /Back to the starters gallery/}).click();
    await expect(page).toHaveURL(/\/starters$/);
    expect(externalRequests).toEqual([]);
  });
}

/** The error shown for a field: found through the field's aria-describedby, as assistive technology does. */
async function errorOf(page: Page, label: string | RegExp) {
  const field = form(page).getByLabel(label, {exact: typeof label === 'string'});
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  const errorId = ids.split(' ').find((id) => id.endsWith('-error'));
  expect(errorId, `${String(label)} has no error in aria-describedby`).toBeTruthy();
  const error = page.locator(`[id="${errorId}"]`);
  await expect(error).toHaveAttribute('role', 'alert');
  return error;
}

test('an empty submission shows every required-field error next to its field', async ({page}) => {
  await page.goto('/starters/submissions');
  await form(page).getByRole('button', {name: 'Submit starter'}).click();
  const expected: [string, RegExp][] = [
    ['Starter name', /Enter the name of the starter/],
    ['Contact email', /Enter a contact email/],
    ['Repository URL', /Enter the URL of the starter’s repository/],
    ['Demo URL', /Enter the URL of a live demo/],
    ['Screenshot URL', /Enter the URL of a screenshot/],
    ['Description', /Describe the starter/],
    ['Features', /List at least one feature/],
  ];
  for (const [label, message] of expected) {
    await expect(await errorOf(page, label)).toHaveText(message);
    await expect(form(page).getByLabel(label, {exact: true})).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(form(page).getByRole('group', {name: 'Kind of starter'})).toContainText(
    'Choose whether this is a community or an official starter.',
  );
  await expect(
    form(page).getByRole('alert').filter({hasText: 'Confirm that you may share this starter'}),
  ).toBeVisible();
  await expect(form(page).getByRole('alert')).toHaveCount(9);
});

/** The page's scripts arrive late, as on a slow connection: the reader meets the server-rendered form. */
const delayScripts = (page: Page) => delayRequests(page, '**/assets/js/**', 1500);

test('a reader who fills in and submits the form before the page has hydrated puts nothing in a URL and keeps what they typed', async ({
  page,
}) => {
  await delayScripts(page);
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  await page.goto('/starters/submissions', {waitUntil: 'commit'});
  const f = form(page);
  // Typed and submitted as soon as the fields take input.
  await f.getByLabel('Starter name').fill('Garden Store');
  await f.getByLabel('Contact email').fill('dev@garden.example');
  await f.getByLabel('Contact email').press('Enter');
  await f.getByRole('button', {name: 'Submit starter'}).click();
  await hydrated(page);
  expect(urls.filter((url) => /garden/i.test(url))).toEqual([]);
  await expect(page).toHaveURL(/\/starters\/submissions$/);
  await expect(f.getByLabel('Starter name')).toHaveValue('Garden Store');
  await expect(f.getByLabel('Contact email')).toHaveValue('dev@garden.example');
  // The form's own validation handled the submission, not the browser.
  await expect(await errorOf(page, 'Repository URL')).toBeVisible();
});

test('until the page runs, the form says it is loading and takes no input', async ({page}) => {
  await delayScripts(page);
  await page.goto('/starters/submissions', {waitUntil: 'commit'});
  const f = form(page);
  await expect(f.getByText('Loading the form…')).toBeVisible();
  for (const label of ['Starter name', 'Contact email', 'Description'])
    await expect(f.getByLabel(label, {exact: true})).toBeDisabled();
  await expect(f.getByRole('button', {name: 'Submit starter'})).toBeDisabled();
  await hydrated(page);
  await expect(f.getByText('Loading the form…')).toHaveCount(0);
  await expect(f.getByLabel('Contact email')).toBeEnabled();
  await expect(f.getByRole('button', {name: 'Submit starter'})).toBeEnabled();
});

test('invalid email, non-GitHub repository, short description and 11 features are rejected with clear messages', async ({
  page,
}) => {
  await page.goto('/starters/submissions');
  await fillValid(page);
  const f = form(page);
  await f.getByLabel('Contact email').fill('dev@');
  await f.getByLabel('Repository URL').fill('https://gitlab.com/garden/garden.store');
  await f.getByLabel('Description').fill('Too short.');
  await f.getByLabel('Features').fill(Array.from({length: 11}, (_, i) => `Feature ${i + 1}`).join('\n'));
  await f.getByRole('button', {name: 'Submit starter'}).click();
  await expect(await errorOf(page, 'Contact email')).toHaveText('Enter an email address such as you@example.com.');
  await expect(await errorOf(page, 'Repository URL')).toHaveText(
    'Enter a GitHub repository URL such as https://github.com/owner/repo.',
  );
  await expect(await errorOf(page, 'Description')).toHaveText('Write at least 20 characters.');
  await expect(await errorOf(page, 'Features')).toHaveText('List at most 10 features, one per line (you listed 11).');
  await expect(f.getByRole('alert')).toHaveCount(4);
  // Nothing was sent or opened, and the typed values are still there.
  await expect(f.getByLabel('Starter name')).toHaveValue('Garden Store');

  await f.getByLabel('Repository URL').fill('https://github.com/garden');
  await f.getByRole('button', {name: 'Submit starter'}).click();
  await expect(await errorOf(page, 'Repository URL')).toHaveText(/GitHub repository URL/);
});

test.describe('without an endpoint', () => {
  // The new tab asks github.com for the pre-filled issue: the fixture blocks it, and the test reads it.
  test.use({allowedExternal: /^https:\/\/github\.com\/vtex\/faststore\/issues\/new\?/});

  test('without an endpoint, a valid submission opens a pre-filled GitHub issue in a new tab', async ({
    page,
    context,
    externalRequests,
  }) => {
    await page.goto('/starters/submissions');
    await fillValid(page);
    const popup = context.waitForEvent('page');
    await form(page).getByRole('button', {name: 'Submit starter'}).click();
    await popup;
    // The fixture blocks the new tab's request to github.com and records its address, which is what matters.
    await expect.poll(() => externalRequests.length).toBe(1);
    const issue = externalRequests[0];
    expect(issue).toMatch(/^https:\/\/github\.com\/vtex\/faststore\/issues\/new\?/);
    const url = new URL(issue);
    expect(url.searchParams.get('title')).toBe('Starter submission: Garden Store');
    const body = url.searchParams.get('body') ?? '';
    for (const text of [
      'Garden Store',
      'community',
      ...Object.values(VALID),
      '- Plant care guides',
      '- Seasonal collections',
    ])
      expect(body).toContain(text);
    const status = page.getByRole('status').filter({hasText: 'ready as a GitHub issue'});
    await expect(status).toBeVisible();
    await expect(status.getByRole('link', {name: 'open the pre-filled issue'})).toHaveAttribute('href', issue);
    // Nothing is queued for a POST: this build has no endpoint.
    expect(await page.evaluate(() => localStorage.getItem('faststore-docs:starter-outbox'))).toBeNull();
  });
});

test.describe('the form and its result', () => {
  // The submission opens the pre-filled GitHub issue in a new tab, which the fixture blocks.
  test.use({allowedExternal: /^https:\/\/github\.com\/vtex\/faststore\/issues\/new\?/});

  test('the form with its errors, and its result message, pass axe in light and dark mode', async ({page, context}) => {
    await page.goto('/starters/submissions');
    await form(page).getByRole('button', {name: 'Submit starter'}).click();
    await expect(form(page).getByRole('alert').first()).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await switchToDark(page);
    expect(await blockingViolations(page)).toEqual([]);
    await fillValid(page);
    const popup = context.waitForEvent('page');
    await form(page).getByRole('button', {name: 'Submit starter'}).click();
    await popup;
    await expect(page.getByRole('status')).toBeFocused();
    expect(await blockingViolations(page)).toEqual([]);
  });
});
