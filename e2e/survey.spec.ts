/**
 * Default build (no SURVEY_WEBHOOK_URL, no GA_TRACKING_ID): the survey still completes,
 * the response waits in the browser, and no analytics code is loaded.
 */
import {test, expect} from './fixtures';

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
  await page.waitForTimeout(300);
  expect(posts).toEqual([]);
  expect(externalRequests).toEqual([]);
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
  await page.goto('/docs');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2500); // past any idle-time work
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
