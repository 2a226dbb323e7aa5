// The browser tests' stacks (playwright.config.ts starts them): the app as `pnpm start` runs it
// (production build, production server, mock backend), on ports of their own so that a running
// `pnpm start` or `pnpm dev` does not clash. The mock backend's state (its journal, faults,
// mailbox, country) is one per process, so each worker has a stack of its own: the n-th worker's
// mock and server listen on the base ports + n.
export const workers = Number(process.env.E2E_WORKERS ?? 2);
const mockBasePort = Number(process.env.E2E_MOCK_PORT ?? 4100);
export const webBasePort = Number(process.env.E2E_WEB_PORT ?? 4273);
export const stackOf = (index: number) => ({ mockPort: mockBasePort + index, webPort: webBasePort + index });

/** This worker's stack (Playwright numbers its workers' slots 0 to workers - 1). */
export const { mockPort, webPort } = stackOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const mockOrigin = `http://127.0.0.1:${mockPort}`;
export const webOrigin = `http://127.0.0.1:${webPort}`;

/** The bearer token of the server's /metrics in browser tests. */
export const metricsToken = 'e2e-metrics-token';

/** How long the app's server waits for the mock backend in browser tests. */
export const backendTimeoutMs = 8000;
