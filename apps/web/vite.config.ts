/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { imagetools } from 'vite-imagetools';
import { brandFonts } from './build/brand-fonts.ts';
import { compileHints } from './build/compile-hints.ts';
import { everyPageChunk, everyPageChunkName } from './build/every-page-chunk.ts';
import { precompressedFiles } from './build/precompressed-files.ts';
import { brandIcons } from './build/brand-icons.ts';
import { release } from './build/release.ts';
import { sharedChunkGroups } from './build/shared-chunks.ts';
import { wordmarkStylesheet } from './build/wordmark-css.ts';

const isTest = process.env.VITEST !== undefined;

// `react-router build` builds the browser's files into <dist>/client and the production server
// (server/main.ts, which serves the router's server build) into <dist>/server/index.js.
export default defineConfig(() => ({
  plugins: [
    // Component tests render parts of the app without the router's framework.
    isTest ? react() : reactRouter(),
    // The code every page runs compiles off the main thread (`build/every-page-chunk.ts` names it).
    compileHints([everyPageChunkName]),
    brandFonts({ outDir: fileURLToPath(new URL('./src/app/styles/generated', import.meta.url)) }),
    brandIcons({ source: fileURLToPath(new URL('./src/assets/brand/monogram.svg', import.meta.url)) }),
    // The wordmark in the stylesheet (`virtual:wordmark.css`), drawn from src/components/brand/wordmark.ts.
    wordmarkStylesheet(),
    // Content images (src/content/images): SVG artwork or photographs, rasterised at build time.
    // One cache for builds and unit tests, wherever they are started from.
    imagetools({
      include: /^[^?]+\.(avif|jpe?g|png|svg|webp)\?.*\b(w|as)=/,
      cache: { dir: fileURLToPath(new URL('./node_modules/.cache/imagetools', import.meta.url)) },
    }),
    precompressedFiles(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: { __ACQ_RELEASE__: JSON.stringify(release()) },
  build: {
    sourcemap: 'hidden' as const, // for the error reporter, referenced by no file and served by no one (server/main.ts)
    manifest: true, // which chunks each page needs: the bundle budget reads it
    // One stylesheet in the page: a server-rendered page must not wait for a route's chunk to be styled.
    cssCodeSplit: false,
    // Fonts stay files: the Content-Security-Policy allows no data: fonts, and a preload needs a URL.
    assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                everyPageChunk(fileURLToPath(new URL('./src', import.meta.url)), [
                  'entry.client.tsx',
                  'root.tsx',
                  'app/locale-scope.tsx',
                  'app/layouts/layout.tsx',
                ]),
                ...sharedChunkGroups,
              ],
            },
          },
        },
      },
    },
    ssr: {
      build: {
        rolldownOptions: {
          // The server build's entry is the web server itself, which serves the router's build.
          input: './server/main.ts',
          // The server is one bundle: what the browser loads lazily (form rules, messages) its
          // actions import at once, which is right there, not a lost chunk worth a warning.
          checks: { ineffectiveDynamicImport: false },
        },
      },
    },
  },
  // Logic tests run in Node; only component tests (*.test.tsx, and a .ts test that says
  // `@vitest-environment jsdom`) pay for building a DOM. Test files share their workers (a fresh
  // worker per file was two thirds of the run); a test's stubbed globals are undone after it.
  test: {
    projects: [
      {
        test: {
          name: 'web',
          environment: 'node',
          include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'build/**/*.test.ts'],
          isolate: false,
          unstubGlobals: true,
        },
      },
      {
        test: {
          name: 'web-dom',
          environment: 'jsdom',
          isolate: false,
          unstubGlobals: true,
          setupFiles: ['./src/testing/setup-tests.ts'],
          include: ['src/**/*.test.tsx'],
        },
      },
    ],
  },
}));
