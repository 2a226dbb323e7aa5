#!/usr/bin/env node
// Benchmark: Lighthouse (mobile, simulated throttling, performance) on four pages, each beside the
// stack's floor and a no-JavaScript snapshot of itself, all measured in the same run.
// - The floor (apps/floor) is a hello-world page of the same React, React Router and Vite: what the
//   stack costs before the app's first byte. The goals are set against it.
// - The snapshot is the page's HTML as Chromium rendered it, without its scripts: what the page
//   could reach if nothing ran. LCP / no-JS LCP shows what hydrating costs the visitor.
//
// Lighthouse's default 4× CPU slowdown stands for a mid-range phone only on a host as fast as its
// reference machine (benchmarkIndex ≈ 1533), so the host's benchmarkIndex is measured first and
// the slowdown Lighthouse's throttling calculator recommends for it is applied. A shared host's
// noise can still swamp the pages' own figures: the runs are interleaved rounds (floor, then each
// page and its snapshot), the best and the median of each are reported, the host's load and CPU
// steal are printed before and after, and when the floor's median TBT is over 100 ms or the steal
// over 2 % the run says "host too noisy" and gives no verdict (the floor's scripts run before its
// first paint, so what it blocks is the host's). Verdicts are the medians': TBT and the score
// against the page's own no-JS snapshot, the bytes against the floor; beside TBT, the main
// thread's script time, which noise cannot cut into long and short tasks.
//
//   pnpm bench:lighthouse [--runs 5] [--default-slowdown] [--throttling devtools] [--url-base http://127.0.0.1:4173]
//
// Without --url-base it builds the app and the floor and starts the mock backend and the production
// server on ports 4810/4811; the snapshot server listens on 4812, the floor on 4813.
// --default-slowdown measures at Lighthouse's 4× as well, to compare with other Lighthouse reports.
// --throttling devtools slows the browser itself down instead of simulating (lighthouse-runs.mjs).
import os from 'node:os';
import { parseArgs } from 'node:util';
import { build, startFloor, startServers } from './bench-servers.mjs';
import { CALIBRATION_RUNS, cpuSlowdownFor, measureBenchmarkIndex } from './bench-lighthouse/calibration.mjs';
import { hostReading, stealCounter } from './bench-lighthouse/host.mjs';
import { measureAll } from './bench-lighthouse/lighthouse-runs.mjs';
import { serveSnapshots, takeSnapshots } from './bench-lighthouse/snapshots.mjs';
import { of, printResults } from './bench-lighthouse/table.mjs';

const PAGES = ['/', '/de/', '/?rc=VALID-CODE', '/membership-interest'];
const PORTS = { mockPort: 4810, webPort: 4811, snapshotPort: 4812, floorPort: 4813 };
// Lighthouse's default for mobile (its mobileSlow4G throttling preset).
const DEFAULT_CPU_SLOWDOWN = 4;

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'url-base': { type: 'string' },
    'default-slowdown': { type: 'boolean', default: false },
    throttling: { type: 'string', default: 'simulate' },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1, not ${values.runs}`);
const throttlingMethod = values.throttling;
if (!['simulate', 'devtools'].includes(throttlingMethod))
  throw new Error(`--throttling is simulate or devtools, not ${throttlingMethod}`);

let urlBase = values['url-base'];
if (!urlBase) {
  build();
  urlBase = await startServers(PORTS);
}
const floorUrl = await startFloor(PORTS);
const snapshotBase = `http://127.0.0.1:${PORTS.snapshotPort}/`;
const snapshotServer = await serveSnapshots(await takeSnapshots(urlBase, PAGES), urlBase, PORTS.snapshotPort);

const before = await hostReading();
console.log(`\nHost before: ${before}`);
const steal = stealCounter();
const benchmarkIndex = await measureBenchmarkIndex(new URL(PAGES[0], snapshotBase).href);
const calibrated = cpuSlowdownFor(benchmarkIndex);
console.log(
  `Host benchmarkIndex ${Math.round(benchmarkIndex)} (median of ${CALIBRATION_RUNS}) → CPU slowdown ${calibrated}×\n`,
);

const modes = [{ slowdown: calibrated, title: `Calibrated CPU slowdown ${calibrated}×` }];
if (values['default-slowdown'] && calibrated !== DEFAULT_CPU_SLOWDOWN)
  modes.push({ slowdown: DEFAULT_CPU_SLOWDOWN, title: `Lighthouse's default CPU slowdown ${DEFAULT_CPU_SLOWDOWN}×` });
const results = await measureAll({ modes, pages: PAGES, runs, urlBase, snapshotBase, floorUrl, throttlingMethod });
snapshotServer.close();
const stealDuringRuns = steal.stop();
const after = await hostReading();

// The benchmarkIndex of the measuring runs says whether the host stayed as fast as when calibrated.
const allRuns = [...results.values()].flatMap(({ floor, pages }) => [
  ...floor,
  ...[...pages.values()].flatMap(({ js, snapshot }) => [...js, ...snapshot]),
]);
console.log(
  `\n# Lighthouse, mobile, ${throttlingMethod === 'devtools' ? 'DevTools' : 'simulated'} throttling: page, floor and no-JS snapshot\n\n` +
    `- Host: ${os.availableParallelism()} cores; benchmarkIndex ${Math.round(benchmarkIndex)} when calibrating, ` +
    `median ${Math.round(of(allRuns, 'benchmarkIndex'))} during the runs → calibrated CPU slowdown ${calibrated}× ` +
    `(Lighthouse's throttling calculator; its default is ${DEFAULT_CPU_SLOWDOWN}×)\n` +
    `- Before: ${before}\n- After: ${after}\n` +
    `- CPU steal during all the runs: ${stealDuringRuns.toFixed(1)} %\n` +
    `- ${runs} interleaved rounds; cells are best / median (score: highest, times: lowest); ` +
    'JS transferred = every script of the run',
);
for (const { slowdown, title } of modes) printResults(title, results.get(slowdown), stealDuringRuns);
process.exit(0); // ends the servers through the exit handler
