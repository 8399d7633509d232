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
  page: async ({page, externalRequests}, use) => {
    void externalRequests; // make sure blocking is installed before the page is used
    await use(page);
  },
});

export {expect};

/** Collects the console errors and uncaught exceptions of a page from now on. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}
