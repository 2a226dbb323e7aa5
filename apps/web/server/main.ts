import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import createError from 'http-errors';
import * as build from 'virtual:react-router/server-build';
import { release } from '../src/lib/release';
import { createWebServer } from './app';
import { createHttpServer } from './boundary/http-server';
import { logger } from './request-log';
import { cspSourcesFromEnv } from './content-security-policy';
import { messagesModulesOf } from './messages-modules';
import { runtimeDefaultsFromEnv } from './runtime-defaults';

// The production server, compiled by `pnpm build` with the router's server build into
// `<dist>/server/index.js`, beside the client build it serves (`<dist>/client`).
const host = process.env.WEB_HOST ?? '127.0.0.1';
const port = Number(process.env.WEB_PORT ?? 4173);
const shutdownDeadlineMs = Number(process.env.SHUTDOWN_DEADLINE_MS ?? 10_000);
// How long a stopping instance still serves, answering 503 to health checks, so that the load
// balancer stops sending before the port closes (the image sets it; locally it stops at once).
const shutdownDrainMs = Number(process.env.SHUTDOWN_DRAIN_MS ?? 0);
const clientDir = fileURLToPath(new URL('../client', import.meta.url));

// Hashed assets are cached for good; a missing one is a 404, never a page. The build's source maps
// stay beside them for the error reporter's symbolication, but are served to no one (vite.config.ts
// writes no reference to them either): the code's structure and comments are not the visitor's.
const clientFiles = express.Router();
clientFiles.use('/assets', (request, _response, next) =>
  next(request.path.endsWith('.map') ? createError(404) : undefined),
);
// A hashed file never changes, so nothing ever revalidates or resumes it: no validators, no ranges,
// a hundred bytes less on each of the thirty-odd scripts and files a page loads. A browser that
// takes brotli gets the file the build compressed (build/precompressed-files.ts); any other client
// gets the file, which the compression middleware compresses as it goes.
clientFiles.use(
  '/assets',
  expressStaticGzip(path.join(clientDir, 'assets'), {
    enableBrotli: true,
    orderPreference: ['br'],
    index: false,
    serveStatic: {
      immutable: true,
      maxAge: '1y',
      fallthrough: false,
      etag: false,
      lastModified: false,
      acceptRanges: false,
    },
  }),
);
// The few files beside them (icons, manifest, /acquisition/...) by name: a page request then goes
// straight to the renderer instead of costing a failed file lookup on every request.
const rootEntries = new Set(
  readdirSync(clientDir)
    .filter((name) => name !== 'assets' && !name.startsWith('.'))
    .map((name) => `/${name}`),
);
const rootFiles = express.static(clientDir, {
  index: false,
  setHeaders: (response) => response.set('cache-control', 'no-cache'),
});
clientFiles.use((request, response, next) => {
  if (rootEntries.has(`/${request.path.split('/')[1]}`)) rootFiles(request, response, next);
  else next();
});

let shuttingDown = false;
const defaults = runtimeDefaultsFromEnv();
const app = createWebServer({
  defaults,
  cspSources: cspSourcesFromEnv(defaults),
  clientFiles,
  build,
  messagesModules: messagesModulesOf(clientDir),
  health: { release, shuttingDown: () => shuttingDown },
  metricsToken: process.env.METRICS_TOKEN || undefined,
});

// Node's HTTP server with the boundary's protocol-level parts (limits, 100 Continue, parser errors).
const server = createHttpServer(app).listen(port, host, () => logger.info({ host, port, ...release }, 'listening'));

// Graceful shutdown: health checks answer 503 at once and for the drain time, then no new
// connections are taken, open requests finish and idle connections close; after the deadline
// the process ends regardless.
function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info({ signal, drainMs: shutdownDrainMs, deadlineMs: shutdownDeadlineMs }, 'shutting down');
  setTimeout(() => {
    logger.warn('shutdown deadline passed, closing open connections');
    server.closeAllConnections();
    process.exit(1);
  }, shutdownDrainMs + shutdownDeadlineMs).unref();
  setTimeout(() => {
    server.close(() => {
      logger.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
  }, shutdownDrainMs);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => shutdown(signal));
