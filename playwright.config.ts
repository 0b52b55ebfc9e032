import { defineConfig, devices } from '@playwright/test';

/** Browser tests: Debian's Chromium against the real server (PGlite) with mail to a real SMTP server. */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // React draws more than Preact did: on a 2-core runner the longest flows took up to ~60 s.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.tmp/test-results/e2e.json' }]],
  outputDir: '.tmp/playwright',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // A trace records every action's page and screen: a run without it costs a good part less
    // CPU (CI's 45 minutes). E2E_TRACE=1 keeps the trace of each failing test.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // A click or a fill that finds nothing fails with its locator named, rather than waiting for
    // the test's 90 s with no clue (a test of safety.spec once hung that way, cause unknown).
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
