import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findTestBrowser } from './scripts/chromium.mjs';

// E2E_DIST / E2E_PORT let several checkouts or engineers test their own build side by side.
const DIST = process.env.E2E_DIST ?? 'dist';
const PORT = Number(process.env.E2E_PORT ?? 4173);
if (!existsSync(`${DIST}/index.html`)) {
  throw new Error(`${DIST}/ is missing: run \`npm run build\` before the e2e tests (\`npm test\` does both)`);
}

export default defineConfig({
  testDir: './e2e',
  outputDir: 'test-results/e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace slows every action (a DOM snapshot each): measured, the step walks took
    // twice as long. CI retries a failed test once, with a trace; a local run keeps the failure's.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    viewport: { width: 1280, height: 720 },
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 720 },
        launchOptions: { executablePath: findTestBrowser()?.path, args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    // The production bundle, served by a static server under a sub-path (see e2e/static-server.mjs).
    command: `node e2e/static-server.mjs ${DIST} ${PORT}`,
    url: `http://127.0.0.1:${PORT}/demo/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
