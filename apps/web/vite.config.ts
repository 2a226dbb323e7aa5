/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { cspNoncePlaceholder } from './server/page-template';

// WEB_DIST_DIR (relative to apps/web) lets browser-test runs use builds of their own.
const distDir = process.env.WEB_DIST_DIR ?? 'dist';

// `vite build` builds the browser's files into <dist>/client; `vite build --ssr server/main.ts`
// compiles the production server, with the app's server renderer, into <dist>/server.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // Every script and style tag Vite writes carries this placeholder; the server puts each response's nonce in.
  html: { cspNonce: cspNoncePlaceholder },
  publicDir: isSsrBuild ? false : 'public', // the server reads the client's copy
  build: {
    sourcemap: true,
    outDir: `${distDir}/${isSsrBuild ? 'server' : 'client'}`,
    manifest: !isSsrBuild, // which chunks each page needs: the bundle budget reads it
    // One stylesheet in the page: a server-rendered page must not wait for a route's chunk to be styled.
    cssCodeSplit: false,
    ...(isSsrBuild ? { rolldownOptions: { output: { entryFileNames: 'main.js' } } } : {}),
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
  },
}));
