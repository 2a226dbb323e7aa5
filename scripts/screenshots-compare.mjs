#!/usr/bin/env node
// Visual comparison: a refactoring must not change what visitors see. Takes full-page screenshots
// of every route, in English and German, on a phone's and a desktop's width, once from a base
// revision and once from the working tree, and compares each pair pixel by pixel.
//
//   pnpm screenshots:compare [--base 2307b0e] [--no-build] [--strict] [--out <dir>] [--only <path part>]
//
// The base is checked out as a git worktree under node_modules/.cache/screenshots/ and built once
// (later runs reuse it); the working tree is built unless --no-build (then apps/web/dist is used).
// Exit code: 0 when everything ran (differences or not; with --strict, 1 on a difference), 2 when
// something did not (a build, a server, a page that did not load).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pngjs from 'pngjs';
import { chromium } from 'playwright-core';
import { chromiumFlags, testChromium } from '../apps/web/e2e/chromium.ts';
import { capture, shotList, warnAboutUncoveredRoutes } from './screenshots-pages.mjs';
import { build, compare, prepareBase, resolveRev, root, startStack } from './screenshots-support.mjs';

const { values: options } = parseArgs({
  options: {
    base: { type: 'string', default: '2307b0e' },
    'no-build': { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
    out: { type: 'string' },
    only: { type: 'string' }, // the routes whose path contains this, e.g. --only /lobby
  },
});
const cacheDir = path.join(root, 'node_modules/.cache/screenshots');
const outDir = path.resolve(options.out ?? path.join(cacheDir, 'screenshots'));

function printTable(rows) {
  const table = [
    ['route', 'language', 'width', 'differing pixels', 'share', 'verdict'],
    ...rows.map((row) => [
      row.route,
      row.language,
      String(row.width),
      String(row.pixels ?? '–'),
      row.share === undefined ? '–' : `${(row.share * 100).toFixed(3)} %`,
      [row.verdict, row.sizes, row.note].filter(Boolean).join(', '),
    ]),
  ];
  const widths = table[0].map((_, column) => Math.max(...table.map((cells) => cells[column].length)));
  const line = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  console.log(`\n${line(table[0])}\n${line(widths.map((width) => '-'.repeat(width)))}`);
  for (const cells of table.slice(1)) console.log(line(cells));
}

async function main() {
  const started = Date.now();
  const sha = resolveRev(options.base);
  mkdirSync(cacheDir, { recursive: true });
  const baseCheckout = prepareBase(sha, cacheDir);
  // The working tree's build goes to a directory of its own: a `pnpm build` run meanwhile (by
  // whoever works in this checkout) replaces apps/web/dist, and a server whose assets vanish stops
  // hydrating. Under apps/web/node_modules it is git-ignored and still finds the app's dependencies.
  const afterDist = options['no-build'] ? 'dist' : 'node_modules/.cache/screenshots-dist';
  if (options['no-build']) console.log('Using the working tree build in apps/web/dist (--no-build).');
  else build(root, cacheDir, 'working-tree', afterDist);
  warnAboutUncoveredRoutes([baseCheckout, root]);

  // Ports of their own, beside `pnpm start` (4000/4173), the browser tests and the other benchmarks.
  const sides = [
    await startStack(baseCheckout, { name: 'base', mockPort: 4850, webPort: 4851 }),
    await startStack(root, { name: 'working tree', mockPort: 4852, webPort: 4853, distDir: afterDist }),
  ];
  rmSync(outDir, { recursive: true, force: true }); // no picture of an earlier run is left to mislead
  mkdirSync(outDir, { recursive: true });
  console.log(`Base ${sha.slice(0, 12)} at ${sides[0].origin}, working tree at ${sides[1].origin}`);
  console.log(`Pictures: ${outDir}`);

  // Host names resolve to nothing: nothing from outside can make the pictures differ.
  const browser = await chromium.launch({
    executablePath: testChromium,
    args: [...chromiumFlags, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
  });
  const shots = shotList(options.only);
  const rows = [];
  try {
    for (const shot of shots) {
      const row = { route: shot.route, language: shot.language, width: shot.width };
      rows.push(row);
      try {
        // Both sides one right after the other, in the same steps, so a busy moment hits both alike.
        const [basePng, afterPng] = [await capture(browser, sides[0], shot), await capture(browser, sides[1], shot)];
        const result = compare(basePng, afterPng);
        writeFileSync(path.join(outDir, `${shot.file}-base.png`), basePng);
        writeFileSync(path.join(outDir, `${shot.file}-after.png`), afterPng);
        // An identical pair's diff is a faded copy of the page: only differences get one.
        if (result.pixels > 0)
          writeFileSync(path.join(outDir, `${shot.file}-diff.png`), pngjs.PNG.sync.write(result.diff));
        Object.assign(row, result, { verdict: result.pixels > 0 ? 'differs' : 'identical' });
      } catch (error) {
        Object.assign(row, { verdict: 'error', note: error.message.split('\n')[0] });
      }
      const verdict = [row.verdict, row.sizes, row.note].filter(Boolean).join(', ');
      console.log(
        `${String(rows.length).padStart(3)}/${shots.length} ${row.route} ${row.language} ${row.width}: ${verdict}`,
      );
    }
  } finally {
    await browser.close();
  }

  printTable(rows);
  const count = (verdict) => rows.filter((row) => row.verdict === verdict).length;
  console.log(
    `\n${rows.length} pages compared (base ${sha.slice(0, 12)} vs working tree) in ` +
      `${Math.round((Date.now() - started) / 1000)} s: ${count('identical')} identical, ` +
      `${count('differs')} differing, ${count('error')} failed. Pictures: ${outDir}`,
  );
  if (count('error') > 0) return 2;
  return options.strict && count('differs') > 0 ? 1 : 0;
}

// process.exit runs bench-servers.mjs's exit handler, which stops the servers.
main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(2);
  },
);
