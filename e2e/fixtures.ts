/**
 * Every test gets a page on which any request that would leave this machine is aborted and
 * recorded, so that "no third-party request" is checked on every page a test opens.
 */
import {test as base, expect, type Page} from '@playwright/test';

const LOCAL = /^(https?|wss?):\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\//;
const ALWAYS_ALLOWED = /^(data|blob|about|chrome-extension):/;

interface Fixtures {
  /** URLs of requests that tried to leave the machine; a test may assert on it. */
  externalRequests: string[];
}

export const test = base.extend<Fixtures>({
  externalRequests: async ({context}, use) => {
    const blocked: string[] = [];
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (LOCAL.test(url) || ALWAYS_ALLOWED.test(url)) return route.continue();
      blocked.push(url);
      return route.abort('blockedbyclient');
    });
    await use(blocked);
  },
  page: async ({page, externalRequests, javaScriptEnabled}, use) => {
    void externalRequests; // make sure blocking is installed before the page is used
    if (javaScriptEnabled !== false) waitForHydrationOnLoad(page);
    await use(page);
  },
});

export {expect};

/**
 * A built page starts its scripts after its first paint, so its load event can come before React
 * has hydrated it: a click or a form submitted then would reach the static HTML. `goto` and `reload`
 * (waiting for the load event, as by default) return once the page is hydrated, or once it is clearly
 * not going to be (no Docusaurus root, or the warning shown when its scripts cannot load).
 */
export function waitForHydrationOnLoad(page: Page): void {
  for (const method of ['goto', 'reload'] as const) {
    const original = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    page[method] = (async (...args: unknown[]) => {
      const response = await original(...args);
      const options = args.find((arg): arg is {waitUntil?: string} => typeof arg === 'object' && arg !== null);
      if (!options?.waitUntil || options.waitUntil === 'load') await hydrated(page);
      return response;
    }) as Page['goto'] & Page['reload'];
  }
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
 * The text of every script the page downloads while it loads `route`, once `ready` has passed and the
 * network is idle (lazy chunks included): for checking which libraries a page brings in.
 */
export async function scriptsLoadedBy(
  page: Page,
  route: string,
  ready: (page: Page) => Promise<void>,
): Promise<string> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (/\.js$/.test(new URL(response.url()).pathname)) bodies.push(response.text().catch(() => ''));
  });
  await page.goto(route);
  await ready(page);
  await page.waitForLoadState('networkidle');
  return (await Promise.all(bodies)).join('\n');
}
