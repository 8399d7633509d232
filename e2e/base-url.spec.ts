/**
 * A build deployed under a folder its baseUrl does not name loads none of its scripts or styles.
 * Its pages then say so, with the folder they are served from, instead of failing silently.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';
import {test, expect, anyOf} from './fixtures';
import {BUILD_DIR, MOUNTED_PORT} from '../playwright.config';
import {waitForServer} from '../scripts/wait-for-server.mjs';

// Served from the wrong folder, the page's scripts, styles and images are not found (404), which is the
// situation under test; one test breaks the connection for a script on purpose.
test.use({expectedConsoleErrors: anyOf(/status of 404 \(Not Found\)/, /net::ERR_CONNECTION_RESET/)});

// One server for the file: under fullyParallel each worker would run beforeAll and start its own on
// the same port, and the first to finish would stop the server the others' tests still use.
test.describe.configure({mode: 'default'});

let server: ChildProcess;

test.beforeAll(async () => {
  server = spawn(
    process.execPath,
    [
      path.join(__dirname, 'server', 'static-server.mjs'),
      '--port',
      String(MOUNTED_PORT),
      '--dir',
      BUILD_DIR,
      '--mount',
      '/shop/docs/',
    ],
    {stdio: 'ignore'},
  );
  await waitForServer(`http://127.0.0.1:${MOUNTED_PORT}/shop/docs/`, {
    timeoutMs: 5_000,
    message: 'the mounted static server did not start',
  });
});

test.afterAll(() => {
  server?.kill();
});

for (const [name, route] of [
  ['the home page', ''],
  ['a tutorial step', 'tutorials/gatsby/1'],
]) {
  test(`served under another folder, ${name} says which base URL it was built for and which it needs`, async ({
    page,
  }) => {
    await page.goto(`http://127.0.0.1:${MOUNTED_PORT}/shop/docs/${route}`);
    const warning = page.getByRole('alert').filter({hasText: 'cannot load its scripts and styles'});
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('built for the base URL / but is served from /shop/docs/');
  });
}

test('served where its baseUrl says, a page that hydrates shows no warning', async ({page}) => {
  await page.goto('/tutorials/gatsby/1');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.locator('#base-url-warning')).toHaveCount(0);
});

test('a script that fails to load on a page served where it belongs shows no base-URL warning', async ({page}) => {
  await page.route('**/assets/js/main.*.js', (route) => route.abort('connectionreset'));
  await page.goto('/', {waitUntil: 'networkidle'});
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect(page.locator('#base-url-warning')).toHaveCount(0);
});
