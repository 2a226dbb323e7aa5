/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { imagetools } from 'vite-imagetools';
import { brandFonts } from './build/brand-fonts.ts';
import { brandIcons } from './build/brand-icons.ts';
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
  plugins: [
    react(),
    runtimeDefaultsPlugin(),
    brandFonts({ outDir: fileURLToPath(new URL('./src/app/styles/generated', import.meta.url)) }),
    brandIcons({ source: fileURLToPath(new URL('./src/assets/brand/monogram.svg', import.meta.url)) }),
    // Content images (src/content/images): SVG artwork or photographs, rasterised at build time.
    // One cache for builds and unit tests, wherever they are started from.
    imagetools({
      include: /^[^?]+\.(avif|jpe?g|png|svg|webp)\?.*\b(w|as)=/,
      cache: { dir: fileURLToPath(new URL('./node_modules/.cache/imagetools', import.meta.url)) },
    }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { host: '127.0.0.1', port: Number(process.env.WEB_DEV_PORT ?? 5173), strictPort: true },
  build: {
    sourcemap: true,
    outDir: process.env.WEB_DIST_DIR ?? 'dist',
    // Fonts stay files: the Content-Security-Policy allows no data: fonts, and a preload needs a URL.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
  },
});
