import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, systemChromium } from './e2e/chromium';

// Browser tests run the app as `pnpm start` does (production build, production server, mock
// backend), on ports of their own so that a running `pnpm start` or `pnpm dev` does not clash.
const mockPort = Number(process.env.E2E_MOCK_PORT ?? 4100);
const webPort = Number(process.env.E2E_WEB_PORT ?? 4273);
const webOrigin = `http://127.0.0.1:${webPort}`;

export const mockOrigin = `http://127.0.0.1:${mockPort}`;

/** A production build to serve instead of building one (a directory under apps/web). */
const prebuiltDist = process.env.E2E_PREBUILT_DIST;

/** The bearer token of the server's /metrics in browser tests. */
export const metricsToken = 'e2e-metrics-token';

/** How long the app's server waits for the mock backend in browser tests. */
export const backendTimeoutMs = 8000;

export default defineConfig({
  testDir: './e2e',
  outputDir: `test-results/${webPort}`, // runs side by side keep their artifacts apart
  fullyParallel: false,
  workers: 1, // the mock backend's state is shared
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Every wait is for a condition, so a generous limit costs a quiet machine nothing; on a loaded
  // one (two CPU-bound processes beside the suite) a reload and its hydration took over the default 5 s.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: webOrigin,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      // Debian's Chromium; Playwright's own browser only where it is missing.
      executablePath: existsSync(systemChromium) ? systemChromium : undefined,
      args: chromiumFlags,
    },
  },
  webServer: [
    {
      command: 'pnpm --filter @acq/mock-server start',
      url: `${mockOrigin}/api/features/sdk-acquisition-dev`,
      // The site also as a LAN host over plain http (insecure-context.spec.ts), whose requests the mock accepts.
      env: {
        MOCK_PORT: String(mockPort),
        MOCK_PUBLIC_SITE_URL: webOrigin,
        MOCK_ALLOWED_ORIGINS: `http://lan-host.test:${webPort}`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // `pnpm test` has built the app already (E2E_PREBUILT_DIST=dist); alone, the browser tests
      // build their own.
      command: prebuiltDist ? 'pnpm run serve' : 'pnpm run build && pnpm run serve',
      url: `${webOrigin}/acquisition/defaults.json`,
      // A build per port, so that browser-test runs side by side do not overwrite each other's.
      env: {
        WEB_PORT: String(webPort),
        MOCK_PORT: String(mockPort),
        WEB_DIST_DIR: prebuiltDist ?? `dist-e2e/${webPort}`,
        // The time-out fault (e2e/backend-faults.spec.ts) waits this long instead of 30 s.
        ACQ_BACKEND_TIMEOUT_MS: String(backendTimeoutMs),
        METRICS_TOKEN: metricsToken,
      },
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
