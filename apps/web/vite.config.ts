/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { imagetools } from 'vite-imagetools';
import { brandFonts } from './build/brand-fonts.ts';
import { brandIcons } from './build/brand-icons.ts';
import { cspNoncePlaceholder } from './server/page-template';

// WEB_DIST_DIR (relative to apps/web) lets browser-test runs use builds of their own.
const distDir = process.env.WEB_DIST_DIR ?? 'dist';

// The server's HTML is the page; the scripts only make it interactive. So the browser loads the
// page first (its stylesheet, fonts and the hero image) and the scripts after the load event and
// the next frame, which paints the hero: on a slow phone they would otherwise share the
// connection and the main thread with what the first paint needs.
const scriptsAfterLoad = (): Plugin => ({
  name: 'acquisition-scripts-after-load',
  transformIndexHtml: {
    order: 'post',
    handler: (html) =>
      html
        .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
        .replace(
          /<script type="module" crossorigin src="([^"]+)"([^>]*)><\/script>/,
          (_tag, src: string, rest: string) =>
            `<script type="module"${rest}>const start = () => requestAnimationFrame(() => setTimeout(() => import(${JSON.stringify(src)}))); ` +
            `document.readyState === 'complete' ? start() : addEventListener('load', start, { once: true });</script>`,
        ),
  },
});

// `vite build` builds the browser's files into <dist>/client; `vite build --ssr server/main.ts`
// compiles the production server, with the app's server renderer, into <dist>/server.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    brandFonts({ outDir: fileURLToPath(new URL('./src/app/styles/generated', import.meta.url)) }),
    brandIcons({ source: fileURLToPath(new URL('./src/assets/brand/monogram.svg', import.meta.url)) }),
    // Content images (src/content/images): SVG artwork or photographs, rasterised at build time.
    // One cache for builds and unit tests, wherever they are started from.
    imagetools({
      include: /^[^?]+\.(avif|jpe?g|png|svg|webp)\?.*\b(w|as)=/,
      cache: { dir: fileURLToPath(new URL('./node_modules/.cache/imagetools', import.meta.url)) },
    }),
    scriptsAfterLoad(),
  ],
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
    // Fonts stay files: the Content-Security-Policy allows no data: fonts, and a preload needs a URL.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    ...(isSsrBuild ? { rolldownOptions: { output: { entryFileNames: 'main.js' } } } : {}),
  },
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
}));
