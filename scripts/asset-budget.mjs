#!/usr/bin/env node
// Image and font byte budgets, like the JavaScript's: reads a build, prints what a visitor
// downloads, and exits 1 when anything is over its budget. Bytes are those of the files as built
// (images and fonts are compressed formats already; no gzip), so the figures are deterministic.
// The build read: the client part of WEB_DIST_DIR, or of apps/web/dist.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const web = path.resolve(import.meta.dirname, '../apps/web');
const dist = path.resolve(web, process.env.WEB_DIST_DIR ?? 'dist', 'client');
if (!existsSync(path.join(dist, 'assets'))) {
  console.error(`asset-budget: no build in ${dist}; run \`pnpm build\` first.`);
  process.exit(1);
}

const kB = 1024;
const budgets = {
  // Both brand faces' Latin subsets, preloaded on every page.
  'preloaded fonts': 56 * kB,
  // Every font file together (the Polish subsets load only on pages with Polish letters).
  'all fonts': 72 * kB,
  // Image budgets leave room for campaign photography in place of the shipped artwork (which
  // needs a fraction of them); a photograph over them needs a better crop or source, not a bigger number.
  // The largest single rendition of any image (a 1920 px JPEG fallback is the worst case).
  'largest image file': 300 * kB,
  // What a phone downloads for the landing page's hero, its largest content: the 960 px AVIF.
  'hero, phone (AVIF 960 px)': 60 * kB,
  // What a large screen downloads for the hero: the 1920 px AVIF.
  'hero, desktop (AVIF 1920 px)': 160 * kB,
  // All renditions of all images, as a guard against a runaway source.
  'all image files': 6 * kB * kB,
  // The favicon and app icons.
  icons: 24 * kB,
};

const assets = path.join(dist, 'assets');
const files = readdirSync(assets).map((name) => ({ name, bytes: statSync(path.join(assets, name)).size }));
const sum = (list) => list.reduce((total, { bytes }) => total + bytes, 0);
const fonts = files.filter(({ name }) => name.endsWith('.woff2'));
const images = files.filter(({ name }) => /\.(avif|webp|jpe?g|png)$/.test(name));

// The hero's renditions are named after its source; the widths are read from the files themselves.
const sharp = createRequire(path.join(web, 'package.json'))('sharp');
const heroAvif = await Promise.all(
  images
    .filter(({ name }) => /^hero-.*\.avif$/.test(name))
    .map(async (file) => ({ ...file, width: (await sharp(path.join(assets, file.name)).metadata()).width })),
);
const heroAt = (width) => heroAvif.find((file) => file.width === width)?.bytes ?? Infinity;
const icons = ['favicon.svg', 'favicon-32.png', 'favicon.ico', 'apple-touch-icon.png', 'icon-192.png', 'icon-512.png']
  .filter((name) => existsSync(path.join(dist, name)))
  .map((name) => ({ name, bytes: statSync(path.join(dist, name)).size }));

const figures = {
  'preloaded fonts': sum(fonts.filter(({ name }) => /-latin-/.test(name))),
  'all fonts': sum(fonts),
  'largest image file': Math.max(...images.map(({ bytes }) => bytes)),
  'hero, phone (AVIF 960 px)': heroAt(960),
  'hero, desktop (AVIF 1920 px)': heroAt(1920),
  'all image files': sum(images),
  icons: sum(icons),
};

const format = (bytes) => (Number.isFinite(bytes) ? `${(bytes / kB).toFixed(1)} kB` : 'missing');
let over = 0;
console.log(`${'asset'.padEnd(30)} ${'bytes'.padStart(10)} ${'budget'.padStart(10)}`);
for (const [label, budget] of Object.entries(budgets)) {
  const bytes = figures[label];
  const fails = !(bytes <= budget);
  if (fails) over += 1;
  console.log(
    `${label.padEnd(30)} ${format(bytes).padStart(10)} ${format(budget).padStart(10)}${fails ? '  OVER BUDGET' : ''}`,
  );
}
console.log(`(${fonts.length} font files, ${images.length} image files in ${path.relative(process.cwd(), assets)})`);
process.exit(over ? 1 : 0);
