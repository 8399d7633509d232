/**
 * Every test runs under two rules, checked when it ends, whatever it asserts itself:
 * - no request leaves this machine: the browser is launched unable to reach other hosts (`offline.ts`),
 *   and any request to another host is recorded and fails the test, unless the test declares it with
 *   `test.use({allowedExternal: /…/})` and says why;
 * - no page logs an error or throws: any console error or uncaught exception in any page of the test
 *   fails it, unless the test provokes it on purpose and declares it with
 *   `test.use({expectedConsoleErrors: /…/})`.
 */
import {test as base, expect, type Page, type Request} from '@playwright/test';
import {OFFLINE_FAILURE} from './offline';

export interface FixtureOptions {
  /** Addresses of other hosts the test expects the page to ask for (and the fixture to block). */
  allowedExternal: RegExp;
  /** Console errors and exceptions the test provokes on purpose. */
  expectedConsoleErrors: RegExp;
}

/** Matches nothing: what a test allows when it declares nothing. */
const NOTHING = /(?!)/;

/** One pattern from several (a fixture option takes one value: Playwright reads an array as value and options). */
export const anyOf = (...patterns: RegExp[]): RegExp => new RegExp(patterns.map((p) => `(?:${p.source})`).join('|'));

interface Fixtures {
  /** URLs of requests that tried to leave the machine; a test may assert on it. */
  externalRequests: string[];
  /** Console errors and uncaught exceptions of every page of the test, so far. */
  consoleErrors: string[];
}

export const test = base.extend<Fixtures & FixtureOptions>({
  allowedExternal: [NOTHING, {option: true}],
  expectedConsoleErrors: [NOTHING, {option: true}],
  externalRequests: [
    async ({context, allowedExternal}, use) => {
      const blocked: string[] = [];
      // Only a request for another host fails this way; one a test answers itself (`page.route`) never does.
      context.on('requestfailed', (request) => {
        if (request.failure()?.errorText === OFFLINE_FAILURE) blocked.push(request.url());
      });
      await use(blocked);
      const unexpected = blocked.filter((url) => !allowedExternal.test(url));
      if (unexpected.length > 0) {
        throw new Error(`Requests tried to leave the machine:\n${unexpected.join('\n')}`);
      }
    },
    {auto: true},
  ],
  consoleErrors: [
    async ({context, expectedConsoleErrors}, use) => {
      const errors: string[] = [];
      context.on('console', (message) => {
        // A request that could not leave the machine is judged by its own rule, not by what Chromium logs for it.
        if (message.type() !== 'error' || message.text().includes(OFFLINE_FAILURE)) return;
        errors.push(`${message.text()} (${message.location().url || message.page()?.url() || 'no page'})`);
      });
      context.on('weberror', (error) => errors.push(`uncaught: ${error.error().message}`));
      await use(errors);
      const unexpected = errors.filter((e) => !expectedConsoleErrors.test(e));
      if (unexpected.length > 0) throw new Error(`Pages logged errors:\n${unexpected.join('\n')}`);
    },
    {auto: true},
  ],
  page: async ({page, javaScriptEnabled}, use) => {
    if (javaScriptEnabled !== false) waitForHydrationOnLoad(page);
    await use(page);
  },
});

export {expect};

/** Chromium's console line for a page address answered 404: what every visit to an unknown address logs. */
export const NOT_FOUND_DOCUMENT = /status of 404 \(Not Found\) \(http:\/\/127\.0\.0\.1:\d+\/(?!assets\/|img\/)[^)]*\)$/;
/** What Chromium logs for a request a test aborts on purpose (`route.abort()`). */
export const ABORTED_REQUEST = /net::ERR_FAILED/;

/**
 * A built page starts its scripts after its first paint, so its load event can come before React
 * has hydrated it: a click or a form submitted then would reach the static HTML. `goto` and `reload`
 * (waiting for the load event, as by default) return once the page is hydrated, or once it is clearly
 * not going to be (no Docusaurus root, or the warning shown when its scripts cannot load).
 */
function waitForHydrationOnLoad(page: Page): void {
  for (const method of ['goto', 'reload'] as const) {
    const original = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    page[method] = async (...args: unknown[]) => {
      const response = await original(...args);
      const options = args.find((arg): arg is {waitUntil?: string} => typeof arg === 'object' && arg !== null);
      if (!options?.waitUntil || options.waitUntil === 'load') await hydrated(page);
      return response;
    };
  }
}

/**
 * Waits for running transitions and finite animations to end, so that a check reads the page as it
 * comes to rest (colours after a mode switch, an overlay after it opens) rather than half-way.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** Scrolls the window by `dy` and returns once the page has handled the scroll event and painted. */
export async function scrollHandled(page: Page, dy: number): Promise<void> {
  await page.evaluate(
    (by) =>
      new Promise<void>((resolve) => {
        addEventListener('scroll', () => requestAnimationFrame(() => resolve()), {once: true});
        scrollBy(0, by);
      }),
    dy,
  );
}

/**
 * The localStorage key under which the site keeps the reader's colour mode. Docusaurus namespaces its
 * keys by the site's URL, so two sites on one origin do not share a reader's choices; the key is read
 * from the inline script that applies the mode before the first paint, so tests use the page's own.
 */
export async function colorModeKey(page: Page): Promise<string> {
  const html = await (await page.request.get('/')).text();
  const key = /localStorage\.getItem\(["'](theme(?:-[^"']*)?)["']\)/.exec(html)?.[1];
  if (!key) throw new Error('the home page has no inline script that reads the colour mode');
  return key;
}

/** Switches to dark mode with the navbar toggle, so theme-aware components re-render too. */
export async function switchToDark(page: Page): Promise<void> {
  await page
    .getByRole('button', {name: /switch between dark and light mode/i})
    .first()
    .click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
}

/** Waits until the page has hydrated, or clearly will not (see `waitForHydrationOnLoad`). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.getElementById('__docusaurus') ||
      document.documentElement.dataset.hasHydrated === 'true' ||
      document.getElementById('base-url-warning') !== null,
  );
}

/**
 * Waits until the page has hydrated and no tab holds or waits for an outbox's lock (src/lib/outbox.ts),
 * so every delivery that was started has had its answer. A page whose outbox is empty starts none.
 */
export async function deliveriesSettled(page: Page): Promise<void> {
  await hydrated(page);
  const busy = () =>
    page.evaluate(async () => {
      const {held = [], pending = []} = await navigator.locks.query();
      return held.length + pending.length;
    });
  await expect.poll(busy).toBe(0);
}

/** The analytics data layer's events named `name`, as the arguments gtag was called with. */
export async function analyticsEvents(page: Page, name: string): Promise<unknown[][]> {
  return page.evaluate(
    (event) =>
      ((window as unknown as {dataLayer?: IArguments[]}).dataLayer ?? [])
        .map((entry) => Array.from(entry))
        .filter((args) => args[0] === 'event' && args[1] === event),
    name,
  );
}

/** Holds back each request that `url` matches by `ms`, as a slow connection would. */
export async function delayRequests(page: Page, url: Parameters<Page['route']>[0], ms: number): Promise<void> {
  await page.route(url, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** Collects the console errors and uncaught exceptions of a page from now on. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/**
 * The text of every script the page asks for while it loads `route`, once `ready` has passed and the
 * network has been quiet for half a second (lazy chunks and prefetches included): for checking which
 * libraries a page brings in. A request still open after ten seconds no longer counts as activity, so
 * one that never ends cannot hold the test, as it could `waitForLoadState('networkidle')`.
 */
export async function scriptsLoadedBy(
  page: Page,
  route: string,
  ready: (page: Page) => Promise<void>,
): Promise<string> {
  const bodies: Promise<string>[] = [];
  const open = new Map<Request, number>();
  let lastActivity = Date.now();
  page.on('request', (request) => {
    open.set(request, Date.now());
    lastActivity = Date.now();
    // A script the browser has cached (a prefetched chunk, say) may give the page's own response no
    // body: read each one the page asked for from the server instead.
    if (new URL(request.url()).pathname.endsWith('.js'))
      bodies.push(
        page.request.get(request.url()).then(
          (response) => response.text(),
          () => '',
        ),
      );
  });
  const ended = (request: Request) => {
    open.delete(request);
    lastActivity = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  await page.goto(route);
  await ready(page);
  const quiet = () => {
    const now = Date.now();
    return [...open.values()].every((started) => now - started > 10_000) && now - lastActivity >= 500;
  };
  await expect.poll(quiet, {intervals: [100]}).toBe(true);
  return (await Promise.all(bodies)).join('\n');
}
