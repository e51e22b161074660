import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH, disableFeaturesSwitch } from './scripts/lib/chromium.ts';

/**
 * Browser tests against the real product: `node scripts/e2e-server.ts` (server + built client from
 * dist/client, e-mail verification required, mails as JSON files in DATA_DIR/outbox).
 * Build the client first: `npx vite build && npx playwright test`.
 * Screenshots (tagged @screens) only run when asked for: `npx playwright test --grep @screens`.
 */
const port = Number(process.env.E2E_PORT ?? 4317);
const baseURL = `http://127.0.0.1:${port}`;

// Chosen once in the runner; workers inherit the environment, so they read the same directory.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'qp-e2e-'));
process.env.E2E_BASE_URL = baseURL;

// Read once in the runner (a browser started and closed, about 0.3 s); the workers inherit it. Without
// it, every test's browser context would also start Chromium's omnibox popup: about 1 s of CPU each.
process.env.E2E_CHROMIUM_FEATURES ??= await disableFeaturesSwitch();
const chromiumFeatures = process.env.E2E_CHROMIUM_FEATURES;

const wantsScreens = process.env.E2E_SCREENS === '1' || process.argv.some((arg) => arg.includes('@screens'));

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : 4,
  reporter: [['list']],
  // Two workers, their browsers and the server share two cores in CI: a long multi-step test there
  // can take twice what it takes alone, so CI waits twice as long before calling it stuck.
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: process.env.CI ? 15_000 : 10_000 },
  grepInvert: wantsScreens ? undefined : /@screens/,
  use: {
    baseURL,
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Every new browser context would install the service worker and precache the whole client
    // (about 100 files, 1.6 MB) while the test runs. The tests of the installable app allow it
    // themselves (installable.spec.ts).
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        // Debian's Chromium (a browser download does not work on these machines), without its omnibox popup.
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: [
            '--no-sandbox',
            chromiumFeatures,
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.ts',
    url: `${baseURL}/api/health`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      EMAIL_VERIFICATION: 'required',
      // Focus sessions last 30 s instead of 25 min, so the focus tests see one end; shorter, a busy
      // machine could end one while a two-browser test still reads it (15 s did, once, in CI).
      FOCUS_SESSION_SECONDS: '30',
      LOG_LEVEL: 'warn',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
