import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { chromiumFlags, testChromium } from './e2e/chromium';

// Browser tests run the app as `pnpm start` does (production build, production server, mock
// backend), on ports of their own so that a running `pnpm start` or `pnpm dev` does not clash.
// The mock backend's state (its journal, faults, mailbox, country) is one per process, so each
// worker has a stack of its own: the n-th worker's mock and server listen on the base ports + n.
const workers = Number(process.env.E2E_WORKERS ?? 2);
const mockBasePort = Number(process.env.E2E_MOCK_PORT ?? 4100);
const webBasePort = Number(process.env.E2E_WEB_PORT ?? 4273);
const stackOf = (index: number) => ({ mockPort: mockBasePort + index, webPort: webBasePort + index });

type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>;

/** This worker's stack (Playwright numbers its workers' slots 0 to workers - 1). */
const { mockPort, webPort } = stackOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export { webPort };
export const mockOrigin = `http://127.0.0.1:${mockPort}`;
const webOrigin = `http://127.0.0.1:${webPort}`;

/** A production build to serve instead of building one (a directory under apps/web). */
const prebuiltDist = process.env.E2E_PREBUILT_DIST;

/** The bearer token of the server's /metrics in browser tests. */
export const metricsToken = 'e2e-metrics-token';

/** How long the app's server waits for the mock backend in browser tests. */
export const backendTimeoutMs = 8000;

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
