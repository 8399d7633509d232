/**
 * A build deployed under a folder its baseUrl does not name loads none of its scripts or styles.
 * The home page then shows Docusaurus' base-URL warning, with the baseUrl to configure, instead of
 * an unstyled page that fails silently.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';
import {test, expect} from './fixtures';
import {PORT} from '../playwright.config';

const MOUNTED_PORT = PORT + 7;
let server: ChildProcess;

test.beforeAll(async () => {
  server = spawn(
    process.execPath,
    [
      path.join(__dirname, 'server', 'static-server.mjs'),
      '--port',
      String(MOUNTED_PORT),
      '--dir',
      'build',
      '--mount',
      '/shop/docs/',
    ],
    {stdio: 'ignore'},
  );
  // Wait until the server answers.
  for (let i = 0; i < 50; i++) {
    const ok = await fetch(`http://127.0.0.1:${MOUNTED_PORT}/shop/docs/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the mounted static server did not start');
});

test.afterAll(() => {
  server?.kill();
});

test('served under another folder, the home page warns about the base URL and suggests the right one', async ({
  page,
}) => {
  await page.goto(`http://127.0.0.1:${MOUNTED_PORT}/shop/docs/`);
  const banner = page.locator('#__docusaurus-base-url-issue-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('did not load properly');
  await expect(banner.locator('#__docusaurus-base-url-issue-banner-suggestion-container')).toHaveText('/shop/docs/');
});

test('served where its baseUrl says, the home page shows no warning', async ({page}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect(page.locator('#__docusaurus-base-url-issue-banner')).toHaveCount(0);
});
