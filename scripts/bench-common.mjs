/**
 * What `npm run bench` (scripts/bench.mjs) and its sections (scripts/bench/*.mjs) share: the median
 * they report, and the Chromium they measure with and its flags, which the end-to-end tests
 * (playwright.config.ts) launch too, which is why it sits beside them rather than in scripts/bench/core/.
 */
import fs from 'node:fs';

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * Debian's Chromium (scripts/ensure-browser.mjs checks for it before the end-to-end tests; that
 * script's top-level await keeps Playwright's configuration, which imports this file, from importing it).
 */
const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** CHROMIUM_PATH, else Debian's chromium, else undefined (Playwright's own browser). */
export const CHROMIUM = process.env.CHROMIUM_PATH || (fs.existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined);

/** Chromium without a sandbox, GPU or background traffic, so the page under test is all it does. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** CHROMIUM, driven by Playwright, with CHROMIUM_ARGS. */
export async function launchChromium() {
  const {chromium} = await import('@playwright/test');
  return chromium.launch({executablePath: CHROMIUM, args: CHROMIUM_ARGS});
}
