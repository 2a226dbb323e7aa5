#!/usr/bin/env node
// Benchmark and budget: prints the size of the web app's production bundle (raw and gzip), and
// the JavaScript the landing page needs before it is interactive (the client entry and the route
// modules of the landing page, root to leaf, with their static imports, from Vite's manifest). With --check it exits 1 when
// that exceeds the budget below; bytes are deterministic, so `pnpm test` runs the check.
// Usage: node scripts/bundle-size.mjs [--check] [--dist <client build dir>]
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// First-load JavaScript of the landing page, gzip. Raise it only with a reason in the commit.
// The goal is 110 kB; React DOM (~69 kB with the client entry) and React Router's framework runtime
// (~37 kB: hydration from the server's data, single fetch) alone are over 100 kB of it. No GraphQL
// client is in the browser at all; the experiment SDK, error reporting, zod and the time-zone table
// load when needed; what remains beside the frameworks is the app's own code, react-hook-form with
// remix-hook-form and the content images' entries (their alt texts are translations: a page carries
// its own language's only), and the page language's messages (a module the page preloads, kept by
// the browser for every page, no longer in each page's data). The code every page runs is one chunk
// (apps/web/build/every-page-chunk.ts). 165.8 kB reached; the budget is the 168 kB it must not pass.
// A hello-world page of the same stack is 114.6 kB (docs/architecture.md, "What the framework itself
// costs"): the goal needs a lighter runtime, not a smaller app.
const landingFirstLoadBudget = 168 * 1024;

const args = process.argv.slice(2);
const distArg = args.indexOf('--dist');
const dist = path.resolve(distArg >= 0 ? args[distArg + 1] : path.join(import.meta.dirname, '../apps/web/dist/client'));
if (!existsSync(path.join(dist, '.vite/manifest.json'))) execSync('pnpm build', { stdio: 'inherit' });

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const size = (file) => {
  const bytes = readFileSync(path.join(dist, file));
  return { raw: bytes.length, gzip: gzipSync(bytes).length };
};
const sum = (files) =>
  files.map(size).reduce((total, s) => ({ raw: total.raw + s.raw, gzip: total.gzip + s.gzip }), { raw: 0, gzip: 0 });
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** A manifest entry's file and its static imports, recursively (dynamic imports load later). */
function staticChunks(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticChunks(imported, seen);
  return seen;
}

// Route modules are built as `<file>?__react-router-build-client-route` (with split-off chunks beside).
const keyOf = (file) =>
  Object.keys(manifest).find((key) => key === file || key === `${file}?__react-router-build-client-route`);
const entry = [...staticChunks(keyOf('src/entry.client.tsx'))];
// The landing page's route modules, from the root to the page (routes.ts).
const landingRoutes = [
  'src/root.tsx',
  'src/app/locale-scope.tsx',
  'src/app/layouts/layout.tsx',
  'src/app/routes/landing.tsx',
];
const landing = [
  ...landingRoutes.reduce((seen, file) => staticChunks(keyOf(file), seen), new Set(entry)),
  manifest['../../locales/en/index.ts'].file, // the page's messages, preloaded beside its modules
];
// One stylesheet for every page (build.cssCodeSplit is off).
const css = [manifest['style.css']?.file].filter(Boolean);
const all = readdirSync(path.join(dist, 'assets'))
  .filter((file) => /\.(js|css)$/.test(file))
  .map((file) => `assets/${file}`);

const report = (label, list, note = '') => {
  const s = sum(list);
  console.log(`${label.padEnd(34)} ${kB(s.raw).padStart(10)} ${kB(s.gzip).padStart(10)}  ${note}`);
  return s;
};
console.log(`${'bundle part'.padEnd(34)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)}`);
report('entry JS (every page)', entry, `(${entry.length} chunks)`);
const firstLoad = report('landing page first-load JS', landing, `(${landing.length} chunks)`);
report('stylesheet', css);
report('all JS and CSS', all, `(${all.length} files)`);

if (args.includes('--check')) {
  const over = firstLoad.gzip > landingFirstLoadBudget;
  console.log(
    `budget: landing first-load JS ${kB(firstLoad.gzip)} of ${kB(landingFirstLoadBudget)} gzip: ${over ? 'OVER' : 'ok'}`,
  );
  if (over) process.exit(1);
}
