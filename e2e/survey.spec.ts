/**
 * Default build (no SURVEY_WEBHOOK_URL, no GA_TRACKING_ID): the survey still completes,
 * the response waits in the browser, and no analytics code is loaded.
 */
import {test, expect, delayRequests, hydrated} from './fixtures';

test('without a webhook the survey completes and its response stays queued', async ({page, externalRequests}) => {
  const posts: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()));
  await page.goto('/docs');
  await page.getByRole('button', {name: 'Feedback'}).click();
  const d = page.getByRole('dialog');
  await d.getByRole('radio', {name: '1 – very dissatisfied'}).check();
  await d.getByRole('button', {name: 'Submit'}).click();
  await d.getByRole('radio', {name: 'No'}).check();
  await d.getByRole('button', {name: 'Send'}).click();
  await expect(d).toBeHidden();
  const queued = await page.evaluate(() => JSON.parse(localStorage.getItem('faststore-docs:survey-outbox') ?? '[]'));
  expect(queued).toHaveLength(1);
  expect(queued[0].body).toMatchObject({rate: 1});
  await page.reload();
  // A queued response is retried when the page starts; by the time the network is idle, it has been.
  await page.waitForLoadState('networkidle');
  expect(posts).toEqual([]);
  expect(externalRequests).toEqual([]);
});

test('a reader who opens the survey and answers it while the page is still loading puts nothing in a URL; the answer is kept', async ({
  page,
}) => {
  // The page's scripts arrive late, as on a slow connection: the reader meets the server-rendered page.
  await delayRequests(page, '**/assets/js/**', 1500);
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  await page.goto('/docs', {waitUntil: 'commit'});
  // Clicked, typed and sent as soon as each control takes input.
  await page.getByRole('button', {name: 'Feedback'}).click();
  const d = page.getByRole('dialog');
  await d.getByRole('radio', {name: '5 – very satisfied'}).check();
  await d.getByRole('button', {name: 'Submit'}).click();
  await d.getByLabel('What should we improve? (optional)').fill('More garden store examples');
  await d.getByRole('radio', {name: 'Yes'}).check();
  await d.getByLabel('Email').fill('dev@garden.example');
  await d.getByLabel('Email').press('Enter');
  await expect(d).toBeHidden();
  await hydrated(page);
  expect(urls.filter((url) => /garden/i.test(url))).toEqual([]);
  await expect(page).toHaveURL(/\/docs$/);
  const queued = await page.evaluate(() => JSON.parse(localStorage.getItem('faststore-docs:survey-outbox') ?? '[]'));
  expect(queued.map((entry: {body: unknown}) => entry.body)).toContainEqual(
    expect.objectContaining({rate: 5, message: 'More garden store examples', email: 'dev@garden.example'}),
  );
});

test('no analytics script or data layer without a tracking id', async ({page, externalRequests}) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => 'gtag' in window || 'dataLayer' in window)).toBe(false);
  expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
  expect(externalRequests).toEqual([]);
});

test("the survey's code is not part of a page load: it is fetched on intent (hover or focus of an opener)", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.clock.install();
  await page.goto('/docs');
  await page.waitForLoadState('networkidle');
  // Past every idle-time task (the longest waits 10 s for an idle moment), on the page's clock.
  await page.clock.runFor(11_000);
  await page.waitForLoadState('networkidle');
  const before = scripts.length;
  await page.getByRole('button', {name: 'Take the survey'}).focus();
  await expect.poll(() => scripts.length).toBeGreaterThan(before);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('the build publishes the JSON Schemas of the bodies it POSTs, for whoever writes the receivers', async ({
  request,
}) => {
  const survey = await request.get('/schemas/survey-response.schema.json');
  expect(survey.status()).toBe(200);
  const schema = (await survey.json()) as {required: string[]; additionalProperties: boolean};
  expect([...schema.required].sort()).toEqual(['email', 'id', 'message', 'rate', 'timestamp']);
  expect(schema.additionalProperties).toBe(false);
  const starters = await request.get('/schemas/starter-submission.schema.json');
  expect(starters.status()).toBe(200);
  expect(((await starters.json()) as {required: string[]}).required).toContain('repositoryUrl');
});
