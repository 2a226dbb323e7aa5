import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import type { ServerBuild } from 'react-router';
import { release } from '../build/release';
import { createWebServer } from './app';
import { createHttpServer } from './boundary/http-server';
import { logger } from './request-log';
import { cspSourcesFromEnv } from './content-security-policy';
import { runtimeDefaultsFromEnv } from './runtime-defaults';

// `pnpm dev`: the same server as in production, with Vite's middleware serving the client's
// modules with hot reload and rendering pages from the source on every request.
const host = process.env.WEB_HOST ?? '127.0.0.1';
const port = Number(process.env.WEB_DEV_PORT ?? 5173);
const root = fileURLToPath(new URL('..', import.meta.url));
const hmrPort = port + 1;

const vite = await createServer({
  root,
  server: { middlewareMode: true, hmr: { port: hmrPort, host } },
  appType: 'custom',
});
const defaults = runtimeDefaultsFromEnv();
const loadServerBuild = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
const app = createWebServer({
  defaults,
  cspSources: cspSourcesFromEnv(defaults),
  clientFiles: vite.middlewares,
  build: loadServerBuild,
  health: { release: release(), shuttingDown: () => false },
  metricsToken: process.env.METRICS_TOKEN || undefined,
  connectSources: [`ws://${host}:${hmrPort}`],
  nonces: true,
  // A line per page, not per module the browser fetches from Vite.
  quietRequests: (url) => /^\/(@|src\/|node_modules\/)|[?&]import\b|\.\w+(\?|$)/.test(url),
});
createHttpServer(app).listen(port, host, () => {
  logger.info({ url: `http://${host}:${port}/` }, 'development server');
  // The app's modules load now, not with the first page: opened a moment later, it comes at once.
  // (A module that does not load shows its error on that page.)
  loadServerBuild().catch(() => {});
});
