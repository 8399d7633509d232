/**
 * What `npm run bench` (scripts/bench.mjs) and its sections (scripts/bench/*.mjs) share: the median
 * they report, and the Chromium they measure with and its flags. Kept out of scripts/bench/, where
 * every module is a section.
 */
import fs from 'node:fs';

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** CHROMIUM_PATH, else Debian's chromium, else undefined (Playwright's own browser). */
export const CHROMIUM =
  process.env.CHROMIUM_PATH || (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Chromium without a sandbox, GPU or background traffic, so the measured page is all it does. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
