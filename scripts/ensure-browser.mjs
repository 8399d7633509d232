#!/usr/bin/env node
/**
 * Makes sure the end-to-end tests have a Chromium to drive, before they start: CHROMIUM_PATH, then
 * Debian's /usr/bin/chromium, then Playwright's own Chromium, which it installs when none of these
 * exists. When it cannot install one either, it says exactly what is missing and how to provide it,
 * instead of letting every test fail on a launch error.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import {fileURLToPath} from 'node:url';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** Where a browser is, or null: pure, so the tests can try every case. */
export function findBrowser({env, exists, playwrightChromium}) {
  if (env.CHROMIUM_PATH) return exists(env.CHROMIUM_PATH) ? {path: env.CHROMIUM_PATH, from: 'CHROMIUM_PATH'} : null;
  if (exists(SYSTEM_CHROMIUM)) return {path: SYSTEM_CHROMIUM, from: 'Debian'};
  if (playwrightChromium && exists(playwrightChromium)) return {path: playwrightChromium, from: 'Playwright'};
  return null;
}

export function missingBrowserMessage(env, installError) {
  const lines = ['No browser for the end-to-end tests.'];
  if (env.CHROMIUM_PATH) lines.push(`- CHROMIUM_PATH is set to ${env.CHROMIUM_PATH}, which does not exist.`);
  else {
    lines.push(`- ${SYSTEM_CHROMIUM} does not exist.`);
    lines.push(
      `- Playwright's own Chromium is not installed, and installing it failed: ${installError ?? 'unknown error'}`,
    );
  }
  lines.push(
    'Provide one of: `apt-get install chromium` (Debian), `npx playwright install chromium`, or CHROMIUM_PATH=/path/to/chromium.',
  );
  return lines.join('\n');
}

async function playwrightChromiumPath() {
  try {
    const {chromium} = await import('@playwright/test');
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

async function main() {
  const exists = (p) => fs.existsSync(p);
  let found = findBrowser({env: process.env, exists, playwrightChromium: await playwrightChromiumPath()});
  let installError;
  if (!found && !process.env.CHROMIUM_PATH) {
    console.log("No Chromium found: installing Playwright's own (npx playwright install chromium)…");
    try {
      execFileSync('npx', ['playwright', 'install', 'chromium'], {stdio: 'inherit'});
    } catch (error) {
      installError = error instanceof Error ? error.message.split('\n')[0] : String(error);
    }
    found = findBrowser({env: process.env, exists, playwrightChromium: await playwrightChromiumPath()});
  }
  if (!found) {
    console.error(missingBrowserMessage(process.env, installError));
    process.exit(1);
  }
  console.log(`End-to-end tests use ${found.from} Chromium: ${found.path}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
