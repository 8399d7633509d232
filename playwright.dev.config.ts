import {defineConfig, devices} from '@playwright/test';
import type {FixtureOptions} from './e2e/fixtures';
import {LAUNCH_OPTIONS, PORT} from './playwright.config';

/*
 * `npm run test:dev`: the one spec that drives the development server (`docusaurus start`), which
 * `npm test` does not run, since the server takes a minute or more to start. It checks that `npm start`
 * says where it differs from the production build instead of failing.
 */
export default defineConfig<FixtureOptions>({
  testDir: './e2e',
  testMatch: /dev\.spec\.ts$/,
  timeout: 120_000,
  expect: {timeout: 30_000},
  workers: 1,
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: LAUNCH_OPTIONS,
  },
  webServer: {
    command: `npx docusaurus start --port ${PORT} --host 127.0.0.1 --no-open`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
  },
});
