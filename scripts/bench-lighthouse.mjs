#!/usr/bin/env node
// Benchmark: Lighthouse (mobile, simulated throttling, performance) on four pages, each next to a
// no-JavaScript snapshot of itself: the page's HTML as Chromium rendered it, without its scripts.
// The snapshot's LCP is what the page could reach if its HTML arrived already rendered, so the
// ratio LCP / no-JS LCP shows what rendering in the browser costs, before and after moving to
// server-rendered pages.
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

/** One Lighthouse run in a fresh Chrome, so no cache or warmed-up process carries over. */
async function measure(url) {
  const chrome = await launch({
    chromePath: systemChromium,
    chromeFlags: ['--headless=new', ...chromiumFlags],
    handleSIGINT: false, // our exit handler ends Chrome and the servers together
  });
  trackProcessGroup(chrome.pid);
  try {
    // No config: Lighthouse's default is the mobile form factor with simulated throttling.
    const { lhr } = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id];
    const scripts = audit('network-requests').details.items.filter((item) => item.resourceType === 'Script');
    return {
      score: lhr.categories.performance.score * 100,
      lcp: audit('largest-contentful-paint').numericValue,
      tbt: audit('total-blocking-time').numericValue,
      cls: audit('cumulative-layout-shift').numericValue,
      scriptBytes: scripts.reduce((sum, item) => sum + item.transferSize, 0),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
    untrackProcessGroup(chrome.pid);
  }
}

const median = (numbers) => {
  const sorted = numbers.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const show = (number, format) => (Number.isFinite(number) ? format(number) : '–');

let urlBase = values['url-base'];
if (!urlBase) {
  build();
  urlBase = await startServers(PORTS);
}
const snapshotBase = `http://127.0.0.1:${PORTS.snapshotPort}/`;
const snapshotServer = await serveSnapshots(await takeSnapshots(urlBase), urlBase, PORTS.snapshotPort);

const results = new Map(PAGES.map((page) => [page, { js: [], snapshot: [] }]));
const loadBefore = os.loadavg()[0];
// Page and snapshot alternate within each round, so a busy spell on the machine hits both alike.
for (let round = 1; round <= runs; round++) {
  for (const page of PAGES) {
    for (const [kind, base] of [
      ['js', urlBase],
      ['snapshot', snapshotBase],
    ]) {
      const url = new URL(page, base).href;
      process.stdout.write(`round ${round}/${runs} ${kind.padEnd(8)} ${url} … `);
      try {
        const result = await measure(url);
        results.get(page)[kind].push(result);
        console.log(`LCP ${(result.lcp / 1000).toFixed(2)} s`);
      } catch (error) {
        // One failed run (a timeout on a busy machine) should not throw away the others.
        console.log(`failed: ${error.message}`);
      }
    }
  }
}
snapshotServer.close();

const of = (list, key) => median(list.map((result) => result[key]));
console.log(
  `\nLighthouse ${runs === 1 ? '1 run' : `medians of ${runs} runs`} per page (mobile, simulated throttling); LCP ratio = LCP / no-JS LCP\n`,
);
console.log('| page | score | LCP | no-JS LCP | LCP ratio | TBT | CLS |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const [page, { js, snapshot }] of results) {
  const lcp = of(js, 'lcp');
  const plainLcp = of(snapshot, 'lcp');
  console.log(
    `| \`${page}\` | ${show(of(js, 'score'), Math.round)} | ${show(lcp / 1000, (s) => `${s.toFixed(2)} s`)} | ` +
      `${show(plainLcp / 1000, (s) => `${s.toFixed(2)} s`)} | ${show(lcp / plainLcp, (r) => `${r.toFixed(1)}×`)} | ` +
      `${show(of(js, 'tbt'), (ms) => `${Math.round(ms)} ms`)} | ${show(of(js, 'cls'), (cls) => cls.toFixed(3))} |`,
  );
}
console.log('\n| page | JS transferred in the run (hydration and what loads after it) |');
console.log('| --- | ---: |');
for (const [page, { js }] of results) {
  console.log(`| \`${page}\` | ${show(of(js, 'scriptBytes') / 1024, (kB) => `${kB.toFixed(1)} kB`)} |`);
}
// Lighthouse's CPU benchmark and the load average say how busy the machine was while measuring.
const allRuns = [...results.values()].flatMap(({ js, snapshot }) => [...js, ...snapshot]);
console.log(
  `\nMachine: ${os.availableParallelism()} cores, load average ${loadBefore.toFixed(1)} before and ` +
    `${os.loadavg()[0].toFixed(1)} after, Lighthouse benchmarkIndex median ${Math.round(of(allRuns, 'benchmarkIndex'))}.`,
);
process.exit(0); // ends the servers through the exit handler
