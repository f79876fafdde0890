// End-to-end tests: Debian's Chromium against the production build served by server.ts.
// `npm run test:e2e` builds first (`npm run build`); Playwright itself never builds and never
// downloads a browser.
import { defineConfig } from '@playwright/test';
import { CHROMIUM, E2E_API_KEY, E2E_BASE_URL, E2E_PORT } from './e2e/env';

const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: './e2e',
  // After the run: the server's log holds none of the secrets the specs used (docs/operations.md, "Logs").
  globalTeardown: './e2e/log-hygiene.ts',
  outputDir: './test-results',
  fullyParallel: false,
  forbidOnly: CI,
  // A flaky spec is a defect to fix, not to retry (docs/conventions.md 18).
  retries: 0,
  workers: 2,
  reporter: 'list',
  // Long flows (an editor's upload, preview and publish; two members befriending) took 27–31 s alone on
  // this 2-core machine on 2026-11-27: a limit for hangs, not a speed check (docs/benchmarks.md measures speed).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: E2E_BASE_URL,
    browserName: 'chromium',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    locale: 'de-DE',
    timezoneId: 'Europe/Vienna',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM,
  },
  projects: [{ name: 'chromium-mobile' }],
  webServer: {
    // e2e/serve.mjs empties its data folder, then runs `node dist/server.js` (NODE_ENV=production).
    command: 'node e2e/serve.mjs',
    url: `${E2E_BASE_URL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: { E2E_PORT: String(E2E_PORT), E2E_API_KEY },
  },
});
