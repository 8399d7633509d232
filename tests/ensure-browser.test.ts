import {describe, expect, it} from 'vitest';
import {SYSTEM_CHROMIUM, findBrowser, missingBrowserMessage} from '../scripts/ensure-browser.mjs';

const has =
  (...paths: string[]) =>
  (p: string) =>
    paths.includes(p);

describe('finding a browser for the end-to-end tests', () => {
  it('prefers CHROMIUM_PATH, then Debian, then Playwright', () => {
    const pw = '/root/.cache/ms-playwright/chromium/chrome';
    const find = (env: Record<string, string>, ...paths: string[]) =>
      findBrowser({env, exists: has(...paths), playwrightChromium: pw});
    expect(find({CHROMIUM_PATH: '/opt/c'}, '/opt/c', SYSTEM_CHROMIUM)).toEqual({path: '/opt/c', from: 'CHROMIUM_PATH'});
    expect(find({}, SYSTEM_CHROMIUM, pw)).toEqual({path: SYSTEM_CHROMIUM, from: 'Debian'});
    expect(find({}, pw)).toEqual({path: pw, from: 'Playwright'});
    expect(find({})).toBeNull();
  });

  it('does not fall back when CHROMIUM_PATH points nowhere', () => {
    expect(
      findBrowser({env: {CHROMIUM_PATH: '/nope'}, exists: has(SYSTEM_CHROMIUM), playwrightChromium: undefined}),
    ).toBeNull();
  });

  it('says what is missing and how to provide it', () => {
    const message = missingBrowserMessage({}, 'download failed: ENOTFOUND');
    expect(message).toContain(`${SYSTEM_CHROMIUM} does not exist`);
    expect(message).toContain('installing it failed: download failed: ENOTFOUND');
    expect(message).toMatch(/apt-get install chromium.*npx playwright install chromium.*CHROMIUM_PATH/s);
    expect(missingBrowserMessage({CHROMIUM_PATH: '/nope'})).toContain(
      'CHROMIUM_PATH is set to /nope, which does not exist',
    );
  });
});
