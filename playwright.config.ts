import fs from 'node:fs';
import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM, CHROMIUM_ARGS} from './scripts/bench-common.mjs';
import type {FixtureOptions} from './e2e/fixtures';
import {OFFLINE_ARGS} from './e2e/offline';

/*
 * Playwright drives the production build (`npm run build`) served by a static server on 127.0.0.1,
 * in the Chromium the benchmark uses (CHROMIUM): Debian's where it exists (this project's machines
 * cannot download Playwright's browsers), elsewhere Playwright's own.
 */

/**
 * The default build (`build/`) is served on PORT, the configured one (`build-configured/`) on PORT + 1.
 * The feature loop (scripts/test-feature.mjs) serves its own builds from other folders and ports.
 */
export const PORT = Number(process.env.E2E_PORT || 4173);
export const BUILD_DIR = process.env.E2E_BUILD_DIR || 'build';
export const CONFIGURED_BUILD_DIR = process.env.E2E_CONFIGURED_BUILD_DIR || 'build-configured';
export const CONFIGURED_PORT = PORT + 1;
/**
 * Servers that a spec starts itself, one port each: specs run at the same time, so two sharing a
 * port would each reach the other's server.
 */
export const MOUNTED_PORT = PORT + 2; // base-url.spec: the build served under /shop/docs/
export const NGINX_PORT = PORT + 3; // nginx.spec: the production nginx configuration
export const LAUNCH_OPTIONS = {executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...OFFLINE_ARGS]};

export default defineConfig<FixtureOptions>({
  testDir: './e2e',
  timeout: 60_000,
  expect: {timeout: 10_000},
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    // Recording every action costs about a seventh of the browser tests' time. CI retries a failed test
    // once and records that retry; a local run keeps the trace of any test that fails.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: LAUNCH_OPTIONS,
  },
  projects: [
    {
      name: 'default',
      // dev.spec.ts drives the development server instead (playwright.dev.config.ts, `npm run test:dev`).
      testIgnore: [/\.configured\.spec\.ts$/, /dev\.spec\.ts$/],
      use: {...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${PORT}`},
    },
    {
      // Built with every integration configured to point at 127.0.0.1 (see `build:configured`).
      name: 'configured',
      testMatch: /\.configured\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${CONFIGURED_PORT}`,
        // GA_TRACKING_ID is set in this build, so pages ask for Google's tag (blocked by the fixture).
        allowedExternal: /^https:\/\/www\.googletagmanager\.com\/gtag\/js\?id=G-TEST/,
      },
    },
  ],
  // A build that is missing locally gets no server (its tests then fail to connect); CI has both.
  webServer: [
    [BUILD_DIR, PORT],
    [CONFIGURED_BUILD_DIR, CONFIGURED_PORT],
  ]
    .filter(([dir]) => process.env.CI || fs.existsSync(String(dir)))
    .map(([dir, port]) => ({
      command: `node e2e/server/static-server.mjs --port ${port} --dir ${dir}`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    })),
});
