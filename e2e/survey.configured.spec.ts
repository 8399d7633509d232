/**
 * The satisfaction survey against the configured build, whose SURVEY_WEBHOOK_URL points at
 * a real receiver that each test starts on 127.0.0.1:4391.
 */
import type {Page, Request} from '@playwright/test';
import {test, expect, analyticsEvents, deliveriesSettled} from './fixtures';
import {startReceiver, type Receiver} from './server/receiver';
import {DELIVERY_TIMEOUT_MS} from '../src/lib/outbox';
import {SURVEY_OUTBOX_KEY} from '../src/components/survey/Survey/outboxKey';

const WEBHOOK_PORT = 4391;
// One receiver port for the whole file: its tests must not overlap.
test.describe.configure({mode: 'serial'});

let receiver: Receiver | undefined;
test.afterEach(async () => {
  await receiver?.close();
  receiver = undefined;
});

const dialog = (page: Page) => page.getByRole('dialog');

async function openFromFeedback(page: Page) {
  await page.getByRole('button', {name: 'Feedback'}).click();
  await expect(dialog(page)).toBeVisible();
}

test('the full flow sends two responses with one id; the email only for Yes', async ({page}) => {
  receiver = await startReceiver(WEBHOOK_PORT);
  await page.goto('/docs');
  await page.locator('.theme-announcement-bar').getByRole('button', {name: 'Take the survey'}).click();
  const d = dialog(page);
  await expect(d).toHaveAccessibleName('How satisfied are you with the FastStore docs?');

  // Step 1: a rating is required.
  await d.getByRole('button', {name: 'Submit'}).click();
  await expect(d.getByRole('alert')).toHaveText(/Choose a rating/);
  await d.getByRole('radio', {name: '4 – satisfied'}).check();
  await d.getByRole('button', {name: 'Submit'}).click();

  // Step 2: follow-up choice required; the email appears only for Yes and must be valid.
  await expect(d.getByRole('heading', {name: 'Thank you for your rating!'})).toBeVisible();
  await expect(d.getByLabel('Email')).toHaveCount(0);
  await d.getByRole('button', {name: 'Send'}).click();
  await expect(d.getByRole('alert')).toHaveText(/whether we may contact you/);
  await d.getByLabel('What should we improve? (optional)').fill('More examples for useCart, please.');
  await d.getByRole('radio', {name: 'Yes'}).check();
  const email = d.getByLabel('Email');
  await expect(email).toHaveAttribute('placeholder', 'you@example.com');
  await d.getByRole('button', {name: 'Send'}).click();
  await expect(d.getByRole('alert')).toHaveText(/Enter your email/);
  await email.fill('dev@');
  await d.getByRole('button', {name: 'Send'}).click();
  await expect(d.getByRole('alert')).toHaveText(/email address such as you@example.com/);
  await email.fill('dev@store.example');
  await d.getByRole('button', {name: 'Send'}).click();
  await expect(d).toBeHidden();

  await expect.poll(() => receiver!.received.length).toBe(2);
  const [first, second] = receiver.received.map((r) => r.body as Record<string, unknown>);
  expect(receiver.received.every((r) => r.path === '/survey')).toBe(true);
  expect(first).toEqual({id: expect.any(String), timestamp: expect.any(String), rate: 4, message: '', email: ''});
  expect(second).toEqual({
    id: first.id,
    timestamp: first.timestamp,
    rate: 4,
    message: 'More examples for useCart, please.',
    email: 'dev@store.example',
  });
  await deliveriesSettled(page);
  expect(receiver.received).toHaveLength(2);
  // Both versions are in the delivered log that every tab reads before it sends.
  const logged = await page.evaluate(
    (name) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(new Error('The delivered log could not be opened.'));
        open.onsuccess = () => {
          const read = open.result.transaction('delivered').objectStore('delivered').get('recent');
          read.onerror = () => reject(new Error('The delivered log could not be read.'));
          read.onsuccess = () => resolve(read.result);
        };
      }),
    `outbox:${SURVEY_OUTBOX_KEY}`,
  );
  const version = expect.stringMatching(`^${String(first.id)}@`);
  expect(logged).toEqual([version, version]);
});

test('with No, the second response keeps the email empty', async ({page}) => {
  receiver = await startReceiver(WEBHOOK_PORT);
  await page.goto('/faq');
  await openFromFeedback(page);
  const d = dialog(page);
  await d.getByRole('radio', {name: '2 – dissatisfied'}).check();
  await d.getByRole('button', {name: 'Submit'}).click();
  await d.getByRole('radio', {name: 'Yes'}).check();
  await d.getByLabel('Email').fill('someone@example.org');
  await d.getByRole('radio', {name: 'No'}).check();
  await expect(d.getByLabel('Email')).toHaveCount(0);
  await d.getByRole('button', {name: 'Send'}).click();
  await expect(d).toBeHidden();
  await expect.poll(() => receiver!.received.length).toBe(2);
  const second = receiver.received[1].body as Record<string, unknown>;
  expect(second).toEqual({id: expect.any(String), timestamp: expect.any(String), rate: 2, message: '', email: ''});
});

/** Rates, submits, then sends step 2 with No (and the message, if any). */
async function completeSurvey(page: Page, rating: string, message?: string) {
  await openFromFeedback(page);
  const d = dialog(page);
  await d.getByRole('radio', {name: rating}).check();
  await d.getByRole('button', {name: 'Submit'}).click();
  if (message) await d.getByLabel('What should we improve? (optional)').fill(message);
  await d.getByRole('radio', {name: 'No'}).check();
  await d.getByRole('button', {name: 'Send'}).click();
  await expect(d).toBeHidden();
}

/** Counts the page's POSTs to the webhook that have ended, answered or failed, across reloads. */
function endedPosts(page: Page): () => number {
  let ended = 0;
  const count = (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).port === String(WEBHOOK_PORT)) ended++;
  };
  page.on('requestfinished', count);
  page.on('requestfailed', count);
  return () => ended;
}

const queued = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]').length as number, SURVEY_OUTBOX_KEY);

/** How many times the receiver acknowledged each distinct body: a response delivered once counts 1. */
function deliveries(r: Receiver): number[] {
  const counts = new Map<string, number>();
  for (const {body} of r.received) counts.set(JSON.stringify(body), (counts.get(JSON.stringify(body)) ?? 0) + 1);
  return [...counts.values()];
}

test.describe('with the webhook failing', () => {
  // The webhook's failures (500, or a refused connection) are the case under test.
  test.use({
    expectedConsoleErrors:
      /(status of 500 \(Internal Server Error\)|net::ERR_CONNECTION_REFUSED) \(http:\/\/127\.0\.0\.1:\d+\/survey\)$/,
  });

  for (const failure of ['answering 500', 'stopped'] as const) {
    test(`with the webhook ${failure}, the dialog completes and the response arrives once after a reload`, async ({
      page,
    }) => {
      receiver = await startReceiver(WEBHOOK_PORT);
      if (failure === 'answering 500') receiver.setStatus(500);
      else await receiver.close();
      const posts = endedPosts(page);
      await page.goto('/quickstart');
      await completeSurvey(page, '5 – very satisfied', `Webhook ${failure}.`);
      // Both sends failed; one entry (the latest body for the response id) waits in the outbox.
      await expect.poll(() => queued(page)).toBe(1);
      await expect.poll(posts).toBe(2);
      // It keeps failing: every page load tries again, and the response stays queued.
      for (let load = 1; load <= 2; load++) {
        const tried = posts();
        await page.reload();
        await expect.poll(posts).toBe(tried + 1);
        await deliveriesSettled(page);
        expect(await queued(page)).toBe(1);
      }

      if (failure === 'answering 500') receiver.setStatus(204);
      else receiver = await startReceiver(WEBHOOK_PORT);
      expect(receiver.received).toHaveLength(0);
      await page.reload();
      await expect.poll(() => queued(page)).toBe(0);
      expect(receiver.received).toHaveLength(1);
      expect(receiver.received[0].body).toMatchObject({rate: 5, message: `Webhook ${failure}.`});
      // Another page load finds nothing queued, so sends nothing.
      await page.reload();
      await deliveriesSettled(page);
      expect(receiver.received).toHaveLength(1);
    });
  }
});

test.describe('with the webhook hanging', () => {
  test('a request with no answer is abandoned at the deadline, and the response is delivered once', async ({page}) => {
    receiver = await startReceiver(WEBHOOK_PORT);
    receiver.setHanging(true);
    // The page's clock runs as usual, and the test moves it past the outbox's deadline.
    await page.clock.install();
    await page.goto('/quickstart');
    await completeSurvey(page, '4 – satisfied', 'The webhook hung.');
    // The first step's request hangs; the second step's waits behind it for the outbox's lock.
    await expect.poll(() => receiver!.attempts.length).toBe(1);
    expect(await queued(page)).toBe(1);

    receiver.setHanging(false);
    await page.clock.fastForward(DELIVERY_TIMEOUT_MS);
    // The hung request is given up, so the lock passes on and the latest body goes through.
    await expect.poll(() => queued(page)).toBe(0);
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0].body).toMatchObject({rate: 4, message: 'The webhook hung.'});
    await page.reload();
    await deliveriesSettled(page);
    expect(receiver.received).toHaveLength(1);
  });

  test('a webhook that hangs on every try leaves the response queued, and a later page load delivers it', async ({
    page,
  }) => {
    receiver = await startReceiver(WEBHOOK_PORT);
    receiver.setHanging(true);
    await page.clock.install();
    await page.goto('/quickstart');
    await completeSurvey(page, '3 – neutral', 'Hung twice.');
    await expect.poll(() => receiver!.attempts.length).toBe(1);
    await page.clock.fastForward(DELIVERY_TIMEOUT_MS);
    // The second step's request, let through by the first one's deadline, hangs as well.
    await expect.poll(() => receiver!.attempts.length).toBe(2);
    await page.clock.fastForward(DELIVERY_TIMEOUT_MS);
    await deliveriesSettled(page);
    expect(await queued(page)).toBe(1);
    expect(receiver.received).toHaveLength(0);

    receiver.setHanging(false);
    await page.reload();
    await expect.poll(() => queued(page)).toBe(0);
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0].body).toMatchObject({rate: 3, message: 'Hung twice.'});
  });
});

test.describe('with the webhook answering 500, then 2xx', () => {
  test.use({expectedConsoleErrors: /status of 500 \(Internal Server Error\) \(http:\/\/127\.0\.0\.1:\d+\/survey\)$/});

  test('each response is delivered exactly once, across reloads and two tabs', async ({page, context}) => {
    receiver = await startReceiver(WEBHOOK_PORT);
    // Both steps of the first response fail.
    receiver.failNext(2, 500);
    await page.goto('/quickstart');
    await completeSurvey(page, '4 – satisfied', 'First tab, after a 500.');
    await expect.poll(() => receiver!.attempts.length).toBe(2);
    await expect.poll(() => queued(page)).toBe(1);
    expect(receiver.received).toHaveLength(0);

    // The webhook answers again, slowly: while the first tab's retry waits for its answer, a second
    // tab opens and wants to retry the same entry. It must wait for the first, then find it delivered.
    receiver.setHanging(true);
    const tried = receiver.attempts.length;
    const second = await context.newPage();
    await Promise.all([page.reload(), second.goto('/docs')]);
    const waitingForLock = () => page.evaluate(async () => (await navigator.locks.query()).pending?.length ?? 0);
    await expect.poll(async () => receiver!.attempts.length - tried + (await waitingForLock())).toBe(2);
    receiver.release();
    await expect.poll(() => queued(page)).toBe(0);
    // The lock is shared by both tabs: once it is free, the second tab has had its turn too.
    await deliveriesSettled(page);
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0].body).toMatchObject({rate: 4, message: 'First tab, after a 500.'});

    // A response from the second tab goes at once; more page loads in both tabs send nothing again.
    await completeSurvey(second, '2 – dissatisfied', 'Second tab.');
    await expect.poll(() => receiver!.received.length).toBe(3);
    await Promise.all([page.reload(), second.reload()]);
    await Promise.all([deliveriesSettled(page), deliveriesSettled(second)]);
    expect(receiver.received).toHaveLength(3);
    expect(deliveries(receiver)).toEqual([1, 1, 1]);
    expect(await queued(second)).toBe(0);
  });
});

test.describe('offline', () => {
  // The request made while offline fails, which is the case under test.
  test.use({expectedConsoleErrors: /net::ERR_INTERNET_DISCONNECTED/});

  test('a response queued while offline is sent when the browser comes back online', async ({page, context}) => {
    receiver = await startReceiver(WEBHOOK_PORT);
    await page.goto('/docs');
    // Pointing at the Feedback button fetches the dialog's code; then the connection drops.
    await page.waitForLoadState('networkidle');
    const dialogCode = page.waitForResponse((r) => r.request().resourceType() === 'script');
    await page.getByRole('button', {name: 'Feedback'}).hover();
    await dialogCode;
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await completeSurvey(page, '3 – neutral', 'Sent after reconnecting.');
    await expect.poll(() => queued(page)).toBe(1);
    await context.setOffline(false);
    await expect.poll(() => receiver!.received.length).toBe(1);
    await expect.poll(() => queued(page)).toBe(0);
  });
});

test('keyboard only: open from Feedback, rate, submit, finish step 2, focus returns', async ({page}) => {
  receiver = await startReceiver(WEBHOOK_PORT);
  await page.goto('/docs');
  const feedback = page.getByRole('button', {name: 'Feedback'});
  await feedback.focus();
  await page.keyboard.press('Enter');
  const d = dialog(page);
  await expect(d).toBeVisible();
  // Focus starts on the first face; arrows move through the radio group.
  await expect(d.getByRole('radio', {name: '1 – very dissatisfied'})).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(d.getByRole('radio', {name: '3 – neutral'})).toBeChecked();
  // Tab stays inside the dialog.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await d.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await d.getByRole('button', {name: 'Submit'}).focus();
  await page.keyboard.press('Enter');
  await expect(d.getByLabel('What should we improve? (optional)')).toBeFocused();
  await page.keyboard.type('Keyboard only.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(d.getByRole('radio', {name: 'Yes'})).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(d.getByRole('radio', {name: 'No'})).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(d.getByRole('button', {name: 'Send'})).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(d).toBeHidden();
  await expect(feedback).toBeFocused();
  await expect.poll(() => receiver!.received.length).toBe(2);
});

test('Escape and the close button dismiss the dialog and return focus', async ({page}) => {
  await page.goto('/docs');
  const opener = page.locator('.theme-announcement-bar').getByRole('button', {name: 'Take the survey'});
  await opener.click();
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(opener).toBeFocused();
  await openFromFeedback(page);
  await dialog(page).getByRole('button', {name: 'Close survey'}).click();
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole('button', {name: 'Feedback'})).toBeFocused();
});

test.describe('analytics', () => {
  // No webhook receiver runs here: the responses stay queued, and only the analytics event is checked.
  test.use({expectedConsoleErrors: /net::ERR_CONNECTION_REFUSED \(http:\/\/127\.0\.0\.1:\d+\/survey\)$/});

  test('each submit records the csat event with the rating in the analytics data layer', async ({page}) => {
    await page.goto('/docs');
    await completeSurvey(page, '3 – neutral');
    expect(await analyticsEvents(page, 'csatVote')).toEqual([
      ['event', 'csatVote', {event_category: 'csat', event_label: 'clickSubmitButton', value: 3}],
      ['event', 'csatVote', {event_category: 'csat', event_label: 'clickSubmitButton', value: 3}],
    ]);
  });
});
