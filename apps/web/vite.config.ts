/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { runtimeDefaultsFromEnv } from './server/runtime-defaults.ts';

// The dev server answers /acquisition/defaults.json as the production server does.
const runtimeDefaultsPlugin = (): Plugin => ({
  name: 'acquisition-runtime-defaults',
  configureServer(server) {
    server.middlewares.use('/acquisition/defaults.json', (_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.setHeader('cache-control', 'no-store');
      response.end(JSON.stringify(runtimeDefaultsFromEnv()));
    });
  },
});

export default defineConfig({
  plugins: [react(), runtimeDefaultsPlugin()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { host: '127.0.0.1', port: Number(process.env.WEB_DEV_PORT ?? 5173), strictPort: true },
  build: { sourcemap: true, outDir: process.env.WEB_DIST_DIR ?? 'dist' },
  // Logic tests run in Node; only component tests (*.test.tsx, and a .ts test that says
  // `@vitest-environment jsdom`) pay for building a DOM.
  test: {
    projects: [
      { test: { name: 'web', environment: 'node', include: ['src/**/*.test.ts', 'server/**/*.test.ts'] } },
      {
        test: {
          name: 'web-dom',
          environment: 'jsdom',
          setupFiles: ['./src/testing/setup-tests.ts'],
          include: ['src/**/*.test.tsx'],
        },
      },
    ],
  },
});
