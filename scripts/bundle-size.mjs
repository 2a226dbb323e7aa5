#!/usr/bin/env node
// Benchmark: prints the size of the web app's production bundle (raw and gzip), the entry chunk
// and what the first visit to the landing page loads. Run after `pnpm build` (or it builds).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
if (!existsSync(path.join(dist, 'index.html'))) execSync('pnpm build', { stdio: 'inherit' });

const assets = path.join(dist, 'assets');
const size = (file) => {
  const bytes = readFileSync(path.join(assets, file));
  return { raw: bytes.length, gzip: gzipSync(bytes).length };
};
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const files = readdirSync(assets).filter((file) => /\.(js|css)$/.test(file));
const total = files
  .map(size)
  .reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip }), { raw: 0, gzip: 0 });

// The chunks index.html loads directly, plus the landing page's own chunks (named after it).
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = [...html.matchAll(/assets\/([^"]+\.(?:js|css))/g)].map((match) => match[1]);
const landing = files.filter((file) => /^landing/.test(file));
const report = (label, list) => {
  const s = list.map(size).reduce((sum, x) => ({ raw: sum.raw + x.raw, gzip: sum.gzip + x.gzip }), { raw: 0, gzip: 0 });
  console.log(`${label.padEnd(28)} ${kB(s.raw).padStart(10)} ${kB(s.gzip).padStart(10)}  (${list.join(', ')})`);
};
console.log(`${'bundle part'.padEnd(28)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)}`);
report('entry (index.html)', entry);
report('landing page chunks', landing);
console.log(
  `${'all JS and CSS'.padEnd(28)} ${kB(total.raw).padStart(10)} ${kB(total.gzip).padStart(10)}  (${files.length} files)`,
);
