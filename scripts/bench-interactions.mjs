#!/usr/bin/env node
// Benchmark: what a visitor's taps and keystrokes cost, measured by the browser's own Event Timing
// (INP and its parts) in Chromium on a phone, on every form of the product, each page beside its
// no-JS twin (the same page with its scripts taken out: native controls, the floor of what a tap
// can cost on this phone and host).
// - Each scenario is driven as a person does it: fields tapped and typed at ten keys a second, the
//   country chosen, boxes ticked, buttons tapped, the form sent.
// - Two moments: `early` starts as soon as the first field shows, while the scripts still arrive
//   and hydrate; `settled` once the page is loaded, hydrated and idle.
// - The phone: Lighthouse's mobile screen, the CPU slowed down by DevTools at the factor
//   Lighthouse's throttling calculator gives for this host's benchmarkIndex (as bench:lighthouse).
// - The runs are interleaved rounds, each with one Lighthouse run of the floor for bench:lighthouse's
//   noise rule: over 100 ms of the floor's median TBT or 2 % CPU steal, "host too noisy", no verdict.
//
//   pnpm bench:interactions [--runs 5] [--only <name part>] [--moment early|settled] [--slowdown N]
//                           [--json FILE] [--url-base http://127.0.0.1:4173/ [--mock-url http://127.0.0.1:4000/]]
//
// Without --url-base it builds the app and the floor and starts the mock backend and the production
// server on ports 4840/4841; the no-JS proxy listens on 4842, the floor on 4843.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { build, startFloor, startServers } from './bench-servers.mjs';
import { CALIBRATION_RUNS, cpuSlowdownFor, measureBenchmarkIndex } from './bench-lighthouse/calibration.mjs';
import { hostReading, stealCounter } from './bench-lighthouse/host.mjs';
import { noiseOf } from './bench-interactions/goals.mjs';
import { serveWithoutScripts } from './bench-interactions/no-js-proxy.mjs';
import { pageScenarios } from './bench-interactions/page-scenarios.mjs';
import { registrationScenarios } from './bench-interactions/registration-scenarios.mjs';
import { measureRounds } from './bench-interactions/rounds.mjs';
import { printTables } from './bench-interactions/table.mjs';

const PORTS = { mockPort: 4840, webPort: 4841, noJsPort: 4842, floorPort: 4843 };
const MOMENTS = ['early', 'settled'];

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'url-base': { type: 'string' },
    'mock-url': { type: 'string' },
    only: { type: 'string', default: '' },
    moment: { type: 'string' },
    slowdown: { type: 'string' },
    json: { type: 'string' },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1, not ${values.runs}`);
if (values.moment && !MOMENTS.includes(values.moment))
  throw new Error(`--moment is ${MOMENTS.join(' or ')}, not ${values.moment}`);
const moments = values.moment ? [values.moment] : MOMENTS;
const scenarios = [...registrationScenarios, ...pageScenarios].filter(({ name }) => name.includes(values.only));
if (!scenarios.length) throw new Error(`no scenario's name contains "${values.only}"`);
const givenSlowdown = values.slowdown === undefined ? null : Number(values.slowdown);
if (givenSlowdown !== null && !(givenSlowdown >= 1)) throw new Error(`--slowdown must be ≥ 1, not ${values.slowdown}`);

let urlBase = values['url-base'];
// The scenarios ask the mock backend for what a visitor brings (an approval) and receives (mails).
let mockUrl = values['mock-url'] ?? 'http://127.0.0.1:4000/';
if (!urlBase) {
  build();
  urlBase = await startServers(PORTS);
  mockUrl = `http://127.0.0.1:${PORTS.mockPort}/`;
}
const floorUrl = await startFloor(PORTS);
const noJsBase = `http://127.0.0.1:${PORTS.noJsPort}/`;
const noJsProxy = await serveWithoutScripts(urlBase, PORTS.noJsPort);

const before = await hostReading();
console.log(`\nHost before: ${before}`);
const steal = stealCounter();
let benchmarkIndex = null;
let slowdown = givenSlowdown;
if (slowdown === null) {
  // The no-JS twin of the start page: a page without scripts, as bench:lighthouse calibrates on.
  benchmarkIndex = await measureBenchmarkIndex(new URL('/', noJsBase).href);
  slowdown = cpuSlowdownFor(benchmarkIndex);
  console.log(
    `Host benchmarkIndex ${Math.round(benchmarkIndex)} (median of ${CALIBRATION_RUNS}) → CPU slowdown ${slowdown}×`,
  );
} else console.log(`CPU slowdown ${slowdown}× (given; not calibrated)`);
console.log();

const sides = [
  { side: 'page', base: urlBase },
  { side: 'no-JS', base: noJsBase },
];
const { results, floor } = await measureRounds({ runs, scenarios, moments, sides, slowdown, mockUrl, floorUrl });
noJsProxy.closeAllConnections();
noJsProxy.close();
const stealDuringRuns = steal.stop();
const after = await hostReading();

const floorTbts = floor.map(({ tbt }) => `${Math.round(tbt)} ms`).join(', ') || 'none';
console.log(
  `\n# Interactions on a phone: INP of every form, page beside its no-JS twin\n\n` +
    `- Host: ${os.availableParallelism()} cores; ` +
    (benchmarkIndex === null ? '' : `benchmarkIndex ${Math.round(benchmarkIndex)} when calibrating → `) +
    `CPU slowdown ${slowdown}× by DevTools${benchmarkIndex === null ? ' (given)' : ''}\n` +
    `- Before: ${before}\n- After: ${after}\n` +
    `- CPU steal during all the runs: ${stealDuringRuns.toFixed(1)} %; the floor's Lighthouse TBT: ${floorTbts}\n` +
    `- ${runs} interleaved rounds; a run's INP is its worst interaction (Event Timing, entries of 16 ms or ` +
    'more; 0 when none took 16 ms); the phone: 412×823 at 1.75, touch',
);
printTables(results, {
  scenarios: scenarios.map(({ name }) => name),
  moments,
  noise: noiseOf(floor, stealDuringRuns),
});

if (values.json) {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  const host = { before, after, stealPercent: stealDuringRuns, benchmarkIndex };
  writeFileSync(
    values.json,
    JSON.stringify({ date: new Date().toISOString(), commit, urlBase, slowdown, host, floor, results }),
  );
  console.log(`\nEvery run, raw: ${values.json}`);
}
process.exit(0); // ends the servers through the exit handler
