/**
 * The starter submission form against the configured build, whose STARTER_SUBMISSION_URL
 * points at a real receiver that each test starts on 127.0.0.1:4392.
 */
import type {Page} from '@playwright/test';
import {fillValid, form, TYPED_FEATURES, VALID} from './starterForm';
import {test, expect, deliveriesSettled} from './fixtures';
import {startReceiver, type Receiver} from './server/receiver';

const SUBMISSION_PORT = 4392;
// One receiver port for the whole file: its tests must not overlap.
test.describe.configure({mode: 'serial'});

let receiver: Receiver | undefined;
test.afterEach(async () => {
  await receiver?.close();
  receiver = undefined;
});

const queued = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('faststore-docs:starter-outbox') ?? '[]').length as number);

const expectedBody = (name: string) => ({
  id: expect.any(String),
  submittedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
  name,
  ...VALID,
  features: ['Plant care guides', 'Seasonal collections'],
  group: 'community',
});

test('a valid submission is POSTed as JSON to the endpoint and the submitter is told what happens next', async ({
  page,
  context,
  externalRequests,
}) => {
  receiver = await startReceiver(SUBMISSION_PORT);
  const popups: string[] = [];
  context.on('page', (p) => popups.push(p.url()));
  await page.goto('/starters/submissions');
  await fillValid(page);
  await form(page).getByRole('button', {name: 'Submit starter'}).click();
  const status = page.getByRole('status');
  await expect(status).toContainText('we received “Garden Store”');
  await expect(status).toContainText('reviews each submission');
  expect(receiver.received).toHaveLength(1);
  expect(receiver.received[0].path).toBe('/starters');
  expect(receiver.received[0].body).toEqual(expectedBody('Garden Store'));
  expect(await queued(page)).toBe(0);
  expect(popups).toEqual([]);
  // This build turns Google Analytics on (GA_TRACKING_ID), so gtag's script is expected; nothing else.
  expect(externalRequests.filter((url) => !url.startsWith('https://www.googletagmanager.com/gtag/js'))).toEqual([]);
  // A second starter starts from an empty form.
  await status.getByRole('button', {name: 'Submit another starter'}).click();
  await expect(form(page).getByLabel('Starter name')).toHaveValue('');
});

test.describe('with the receiver down', () => {
  // The refused connections are the case under test.
  test.use({expectedConsoleErrors: /net::ERR_CONNECTION_REFUSED \(http:\/\/127\.0\.0\.1:\d+\/starters\)$/});

  test('with the receiver down, the submission is kept, the values stay, and it is delivered once after a reload', async ({
    page,
  }) => {
    // The POSTs that found no receiver: the second must have failed before the receiver starts, or it
    // could reach it and be delivered, then delivered again by the reload, before this page forgot it.
    const refused: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.url().endsWith('/starters')) refused.push(request.url());
    });
    await page.goto('/starters/submissions');
    await fillValid(page, 'Offline Store');
    await form(page).getByRole('button', {name: 'Submit starter'}).click();
    await expect(form(page).getByRole('alert')).toContainText('could not reach the submission service');
    await expect(form(page).getByLabel('Starter name')).toHaveValue('Offline Store');
    await expect(form(page).getByLabel('Features')).toHaveValue(TYPED_FEATURES);
    // Trying again while still down keeps one copy, not two.
    await form(page).getByRole('button', {name: 'Submit starter'}).click();
    await expect(form(page).getByRole('alert')).toBeVisible();
    await expect.poll(() => refused.length).toBe(2);
    expect(await queued(page)).toBe(1);

    receiver = await startReceiver(SUBMISSION_PORT);
    await page.reload();
    await expect.poll(() => queued(page)).toBe(0);
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0].body).toEqual(expectedBody('Offline Store'));
    // Another page load finds nothing queued, so sends nothing.
    await page.reload();
    await deliveriesSettled(page);
    expect(receiver.received).toHaveLength(1);
  });
});

test.describe('with the endpoint refusing', () => {
  // The endpoint's 500 is the case under test.
  test.use({expectedConsoleErrors: /status of 500 \(Internal Server Error\) \(http:\/\/127\.0\.0\.1:\d+\/starters\)$/});

  test('a submission the endpoint refuses (500) is resent with the same id when the reader tries again', async ({
    page,
  }) => {
    receiver = await startReceiver(SUBMISSION_PORT);
    receiver.setStatus(500);
    await page.goto('/starters/submissions');
    await fillValid(page, 'Retry Store');
    await form(page).getByRole('button', {name: 'Submit starter'}).click();
    await expect(form(page).getByRole('alert')).toContainText('saved in this browser');
    const firstId = await page.evaluate(
      () => JSON.parse(localStorage.getItem('faststore-docs:starter-outbox')!)[0].id as string,
    );
    receiver.setStatus(204);
    await form(page).getByRole('button', {name: 'Submit starter'}).click();
    await expect(page.getByRole('status')).toContainText('we received “Retry Store”');
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0].body).toMatchObject({id: firstId, name: 'Retry Store'});
    expect(await queued(page)).toBe(0);
  });
});

test.describe('offline', () => {
  // Requests made while offline fail (the submission, and chunks the page prefetches): the case under test.
  test.use({expectedConsoleErrors: /net::ERR_INTERNET_DISCONNECTED/});

  test('a submission queued while offline is sent when the browser comes back online', async ({page, context}) => {
    receiver = await startReceiver(SUBMISSION_PORT);
    await page.goto('/starters/submissions');
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await fillValid(page, 'Reconnected Store');
    await form(page).getByRole('button', {name: 'Submit starter'}).click();
    await expect(form(page).getByRole('alert')).toBeVisible();
    expect(await queued(page)).toBe(1);
    await context.setOffline(false);
    await expect.poll(() => receiver!.received.length).toBe(1);
    await expect.poll(() => queued(page)).toBe(0);
    expect(receiver.received[0].body).toMatchObject({name: 'Reconnected Store'});
  });
});
