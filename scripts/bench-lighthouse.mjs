#!/usr/bin/env node
// Benchmark: Lighthouse (mobile, simulated throttling, performance) on four pages, each next to a
// no-JavaScript snapshot of itself: the page's HTML as Chromium rendered it, without its scripts.
// The snapshot's LCP is what the page could reach if its HTML arrived already rendered, so the
// ratio LCP / no-JS LCP shows what rendering in the browser costs, before and after moving to
// server-rendered pages.
//
// Lighthouse's default 4× CPU slowdown stands for a mid-range phone only on a host as fast as its
// reference machine (benchmarkIndex ≈ 1533); a faster host under-throttles, a slower one
// over-throttles. So it first measures the host's benchmarkIndex, derives the slowdown Lighthouse's
// throttling calculator recommends for it, and prints one table at the default 4× and one at that
// calibrated slowdown: the first compares with other Lighthouse reports, the second with a phone.
//
//   pnpm bench:lighthouse [--runs 3] [--url-base http://127.0.0.1:4173]
//
// Without --url-base it builds the app and starts the mock backend and the production server on
// ports 4810/4811; the snapshot server listens on 4812.
import { createServer, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumFlags, systemChromium } from '../apps/web/e2e/chromium.ts';
import { build, startServers, trackProcessGroup, untrackProcessGroup } from './bench-servers.mjs';

const PAGES = ['/', '/de/', '/?rc=VALID-CODE', '/membership-interest'];
const PORTS = { mockPort: 4810, webPort: 4811, snapshotPort: 4812 };
// Lighthouse's default for mobile (its mobileSlow4G throttling preset).
const DEFAULT_CPU_SLOWDOWN = 4;
// Short runs that only measure the host; the median of a few smooths out a busy second.
const CALIBRATION_RUNS = 3;

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, 'url-base': { type: 'string' } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1, not ${values.runs}`);

/** The page as a visitor's phone shows it once it settled, with every script taken out. */
async function takeSnapshots(urlBase) {
  const browser = await chromium.launch({ executablePath: systemChromium, args: chromiumFlags });
  try {
    const snapshots = new Map();
    for (const page of PAGES) {
      // Lighthouse's mobile screen (Moto G Power), so responsive choices made in script match.
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const tab = await context.newPage();
      await tab.goto(new URL(page, urlBase).href, { waitUntil: 'networkidle' });
      // <noscript> goes too: the snapshot stands for the rendered page, not for a browser without
      // JavaScript (Lighthouse's has it, so it would not show it either way).
      await tab.evaluate(() => {
        const selector = 'script, noscript, link[rel=modulepreload], link[rel=preload][as=script]';
        for (const element of document.querySelectorAll(selector)) element.remove();
      });
      // Stylesheets that scripts inserted carry the page's origin; made root-relative, the
      // snapshot loads them from its own origin, as the page did.
      const origin = new URL(urlBase).origin;
      snapshots.set(page, (await tab.content()).replaceAll(`${origin}/`, '/'));
      await context.close();
    }
    return snapshots;
  } finally {
    await browser.close();
  }
}

/**
 * Serves each snapshot at its page's path and passes every other request (CSS, images, fonts) on
 * to the app's server, so the snapshot loads the same assets from the same paths, compressed alike.
 */
function serveSnapshots(snapshots, urlBase, port) {
  const server = createServer((incoming, outgoing) => {
    const html = incoming.method === 'GET' && snapshots.get(incoming.url);
    if (html) {
      const gzip = /\bgzip\b/.test(incoming.headers['accept-encoding'] ?? '');
      outgoing.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        ...(gzip && { 'content-encoding': 'gzip' }),
      });
      outgoing.end(gzip ? gzipSync(html) : html);
      return;
    }
    const target = new URL(incoming.url, urlBase);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const upstream = send(
      target,
      { method: incoming.method, headers: { ...incoming.headers, host: target.host } },
      (answer) => {
        outgoing.writeHead(answer.statusCode, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/**
 * The CPU slowdown Lighthouse's throttling calculator recommends for a host's benchmarkIndex
 * (https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md#cpu-throttling): linear
 * between these points and, above the last, along the last segment's slope. Lighthouse does not
 * ship the calculator (its npm package only measures the index), so its points are written out here.
 */
const CALCULATOR_POINTS = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, 4],
  [2000, 6],
];
function cpuSlowdownFor(benchmarkIndex) {
  const [lowest] = CALCULATOR_POINTS;
  // The calculator gives up below its lowest point: the host is slower than the phone it would
  // emulate, so the best we can do is not to slow it down at all.
  if (benchmarkIndex <= lowest[0]) return lowest[1];
  const upper = CALCULATOR_POINTS.findIndex(([index]) => index >= benchmarkIndex);
  const segment = upper === -1 ? CALCULATOR_POINTS.length - 1 : upper;
  const [[x0, y0], [x1, y1]] = [CALCULATOR_POINTS[segment - 1], CALCULATOR_POINTS[segment]];
  const slowdown = y0 + ((benchmarkIndex - x0) * (y1 - y0)) / (x1 - x0);
  return Math.round(slowdown * 10) / 10; // the calculator's precision, too
}

/** One Lighthouse run in a fresh Chrome, so no cache or warmed-up process carries over. */
async function runLighthouse(url, flags) {
  const chrome = await launch({
    chromePath: systemChromium,
    chromeFlags: ['--headless=new', ...chromiumFlags],
    handleSIGINT: false, // our exit handler ends Chrome and the servers together
  });
  trackProcessGroup(chrome.pid);
  try {
    // No config: Lighthouse's default is the mobile form factor with simulated throttling; flags
    // are merged into its settings, so `throttling: { cpuSlowdownMultiplier }` keeps the network
    // part of the preset.
    const { lhr } = await lighthouse(url, { port: chrome.port, logLevel: 'error', ...flags });
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    chrome.kill();
    untrackProcessGroup(chrome.pid);
  }
}

/** The page's figures at the given CPU slowdown. */
async function measure(url, cpuSlowdownMultiplier) {
  const lhr = await runLighthouse(url, { onlyCategories: ['performance'], throttling: { cpuSlowdownMultiplier } });
  // A guard: measuring at another slowdown than the table's heading says would go unnoticed.
  const applied = lhr.configSettings.throttling.cpuSlowdownMultiplier;
  if (applied !== cpuSlowdownMultiplier)
    throw new Error(`Lighthouse ran at ${applied}×, not ${cpuSlowdownMultiplier}×`);
  const audit = (id) => lhr.audits[id];
  const scripts = audit('network-requests').details.items.filter((item) => item.resourceType === 'Script');
  return {
    score: lhr.categories.performance.score * 100,
    lcp: audit('largest-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    // Every script of the run, hydration's and what loads after it.
    scriptBytes: scripts.reduce((sum, item) => sum + item.transferSize, 0),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/**
 * The host's benchmarkIndex: Lighthouse measures it at the start of every run, so a run with a
 * single cheap audit on a script-free page gets it without the cost of a full performance run.
 */
async function measureBenchmarkIndex(url) {
  const indexes = [];
  for (let run = 1; run <= CALIBRATION_RUNS; run++) {
    const lhr = await runLighthouse(url, { onlyAudits: ['is-on-https'] });
    indexes.push(lhr.environment.benchmarkIndex);
    console.log(`calibration ${run}/${CALIBRATION_RUNS}: benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}`);
  }
  return median(indexes);
}

/**
 * Runs every page and its snapshot at every slowdown, `runs` times. Within a round the page, its
 * snapshot and both slowdowns follow each other, so a busy spell on the machine hits them alike.
 */
async function measureAll(modes, urlBase, snapshotBase) {
  const results = new Map(
    modes.map(({ slowdown }) => [slowdown, new Map(PAGES.map((page) => [page, { js: [], snapshot: [] }]))]),
  );
  for (let round = 1; round <= runs; round++) {
    for (const page of PAGES) {
      for (const { slowdown } of modes) {
        for (const [kind, base] of [
          ['js', urlBase],
          ['snapshot', snapshotBase],
        ]) {
          const url = new URL(page, base).href;
          process.stdout.write(`round ${round}/${runs} ${`${slowdown}×`.padEnd(5)} ${kind.padEnd(8)} ${url} … `);
          try {
            const result = await measure(url, slowdown);
            results.get(slowdown).get(page)[kind].push(result);
            console.log(`LCP ${(result.lcp / 1000).toFixed(2)} s, TBT ${Math.round(result.tbt)} ms`);
          } catch (error) {
            // One failed run (a timeout on a busy machine) should not throw away the others.
            console.log(`failed: ${error.message}`);
          }
        }
      }
    }
  }
  return results;
}

const median = (numbers) => {
  const sorted = numbers.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const of = (list, key) => median(list.map((result) => result[key]));
const show = (number, format) => (Number.isFinite(number) ? format(number) : '–');
const seconds = (ms) => show(ms / 1000, (s) => `${s.toFixed(2)} s`);
const milliseconds = (ms) => show(ms, (value) => `${Math.round(value)} ms`);

/** One table: each page beside its own no-JS snapshot, medians of the runs. */
function printTable(title, pages) {
  console.log(`\n${title}\n`);
  console.log(
    '| page | score | TBT | LCP | no-JS score | no-JS TBT | no-JS LCP | LCP ratio | CLS | JS transferred (kB) |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const [page, { js, snapshot }] of pages) {
    const cells = [
      show(of(js, 'score'), Math.round),
      milliseconds(of(js, 'tbt')),
      seconds(of(js, 'lcp')),
      show(of(snapshot, 'score'), Math.round),
      milliseconds(of(snapshot, 'tbt')),
      seconds(of(snapshot, 'lcp')),
      show(of(js, 'lcp') / of(snapshot, 'lcp'), (ratio) => `${ratio.toFixed(1)}×`),
      show(of(js, 'cls'), (cls) => cls.toFixed(3)),
      show(of(js, 'scriptBytes') / 1024, (kB) => kB.toFixed(1)),
    ];
    console.log(`| \`${page}\` | ${cells.join(' | ')} |`);
  }
}

let urlBase = values['url-base'];
if (!urlBase) {
  build();
  urlBase = await startServers(PORTS);
}
const snapshotBase = `http://127.0.0.1:${PORTS.snapshotPort}/`;
const snapshotServer = await serveSnapshots(await takeSnapshots(urlBase), urlBase, PORTS.snapshotPort);

const loadBefore = os.loadavg()[0];
const benchmarkIndex = await measureBenchmarkIndex(new URL(PAGES[0], snapshotBase).href);
const calibrated = cpuSlowdownFor(benchmarkIndex);
console.log(
  `\nHost benchmarkIndex ${Math.round(benchmarkIndex)} (median of ${CALIBRATION_RUNS}) → CPU slowdown ${calibrated}×\n`,
);

const modes = [
  { slowdown: DEFAULT_CPU_SLOWDOWN, title: `Lighthouse's default CPU slowdown ${DEFAULT_CPU_SLOWDOWN}×` },
  {
    slowdown: calibrated,
    title: `Calibrated CPU slowdown ${calibrated}× (benchmarkIndex ${Math.round(benchmarkIndex)})`,
  },
];
// On a host that calibrates to 4× the two tables would be one: measure it once.
if (calibrated === DEFAULT_CPU_SLOWDOWN) modes.splice(1);
const results = await measureAll(modes, urlBase, snapshotBase);
snapshotServer.close();

console.log(
  `\nHost benchmarkIndex ${Math.round(benchmarkIndex)} → calibrated CPU slowdown ${calibrated}× ` +
    `(Lighthouse's throttling calculator; the default is ${DEFAULT_CPU_SLOWDOWN}×).`,
);
const runsNote = runs === 1 ? '1 run' : `medians of ${runs} runs`;
for (const { slowdown, title } of modes) {
  printTable(
    `${title}: Lighthouse ${runsNote} per page (mobile, simulated throttling); LCP ratio = LCP / no-JS LCP; ` +
      'JS transferred = every script of the run',
    results.get(slowdown),
  );
}
// The load average and the benchmarkIndex of the measuring runs say whether the machine stayed
// as fast as it was when calibrated.
const allRuns = [...results.values()].flatMap((pages) =>
  [...pages.values()].flatMap(({ js, snapshot }) => [...js, ...snapshot]),
);
console.log(
  `\nMachine: ${os.availableParallelism()} cores, load average ${loadBefore.toFixed(1)} before and ` +
    `${os.loadavg()[0].toFixed(1)} after, benchmarkIndex median ${Math.round(of(allRuns, 'benchmarkIndex'))} ` +
    `during the measuring runs (${Math.round(benchmarkIndex)} when calibrating).`,
);
process.exit(0); // ends the servers through the exit handler
