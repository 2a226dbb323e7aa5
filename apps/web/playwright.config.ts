import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { chromiumFlags, testChromium } from './e2e/chromium';
import { backendTimeoutMs, metricsToken, stackOf, webBasePort, webOrigin, workers } from './e2e/stack';

type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>;

/** A production build to serve instead of building one (a directory under apps/web). */
const prebuiltDist = process.env.E2E_PREBUILT_DIST;

export default defineConfig({
  testDir: './e2e',
  outputDir: `test-results/${webBasePort}`, // runs side by side keep their artifacts apart
  fullyParallel: false, // a file's tests share its stack's state in order (e.g. edge-cache.spec.ts's edge)
  workers,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Every wait is for a condition, so a generous limit costs a quiet machine nothing; on a loaded
  // one (two CPU-bound processes beside the suite) a reload and its hydration took over the default 5 s.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: webOrigin,
    // A trace of every test costs a third of the suite's time; to debug a failure, run it again
    // with `--trace retain-on-failure` (README).
    trace: 'off',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: testChromium, // e2e/chromium.ts
      args: chromiumFlags,
    },
  },
  webServer: Array.from({ length: workers }, (_, index) => stackOf(index)).flatMap(
    ({ mockPort, webPort }, index): WebServer[] => [
      {
        command: 'pnpm --filter @acq/mock-server start',
        url: `http://127.0.0.1:${mockPort}/api/features/sdk-acquisition-dev`,
        // The site also as a LAN host over plain http (insecure-context.spec.ts), whose requests the mock accepts.
        env: {
          MOCK_PORT: String(mockPort),
          MOCK_PUBLIC_SITE_URL: `http://127.0.0.1:${webPort}`,
          MOCK_ALLOWED_ORIGINS: `http://lan-host.test:${webPort}`,
        },
        reuseExistingServer: false,
        timeout: 60_000,
      },
      {
        // `pnpm test` has built the app already (E2E_PREBUILT_DIST=dist); alone, the browser tests
        // build their own, once (a build per base port, so that runs side by side do not overwrite
        // each other's): Playwright starts the servers one after the other, the first one builds.
        command: prebuiltDist || index > 0 ? 'pnpm run serve' : 'pnpm run build && pnpm run serve',
        url: `http://127.0.0.1:${webPort}/acquisition/defaults.json`,
        env: {
          WEB_PORT: String(webPort),
          MOCK_PORT: String(mockPort),
          WEB_DIST_DIR: prebuiltDist ?? `dist-e2e/${webBasePort}`,
          // The time-out fault (e2e/backend-faults.spec.ts) waits this long instead of 30 s.
          ACQ_BACKEND_TIMEOUT_MS: String(backendTimeoutMs),
          METRICS_TOKEN: metricsToken,
          // A configured secret, as in production, for the cookies that keep tokens.
          ACQ_COOKIE_SECRET: 'e2e-cookie-secret',
        },
        reuseExistingServer: false,
        timeout: 180_000,
      },
    ],
  ),
});
