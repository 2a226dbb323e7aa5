import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createProductionApp } from './app';
import { runtimeDefaultsFromEnv } from './runtime-defaults';

const host = process.env.WEB_HOST ?? '127.0.0.1';
const port = Number(process.env.WEB_PORT ?? 4173);
// WEB_DIST_DIR (relative to apps/web) lets browser-test runs use builds of their own.
const distDir = path.resolve(fileURLToPath(new URL('..', import.meta.url)), process.env.WEB_DIST_DIR ?? 'dist');

const app = createProductionApp({ distDir, defaults: runtimeDefaultsFromEnv() });
const server = app.listen(port, host, () => {
  console.log(`Acquisition front end on http://${host}:${port}/`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
