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
//
// The snapshots, the calibration, the Lighthouse runs and the tables are in bench-lighthouse/.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { build, startServers } from './bench-servers.mjs';
import { CALIBRATION_RUNS, cpuSlowdownFor, measureBenchmarkIndex } from './bench-lighthouse/calibration.mjs';
import { measureAll } from './bench-lighthouse/lighthouse-runs.mjs';
import { serveSnapshots, takeSnapshots } from './bench-lighthouse/snapshots.mjs';
import { of, printTable } from './bench-lighthouse/table.mjs';

const PAGES = ['/', '/de/', '/?rc=VALID-CODE', '/membership-interest'];
const PORTS = { mockPort: 4810, webPort: 4811, snapshotPort: 4812 };
// Lighthouse's default for mobile (its mobileSlow4G throttling preset).
const DEFAULT_CPU_SLOWDOWN = 4;

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, 'url-base': { type: 'string' } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1, not ${values.runs}`);

let urlBase = values['url-base'];
if (!urlBase) {
  build();
  urlBase = await startServers(PORTS);
}
const snapshotBase = `http://127.0.0.1:${PORTS.snapshotPort}/`;
const snapshotServer = await serveSnapshots(await takeSnapshots(urlBase, PAGES), urlBase, PORTS.snapshotPort);

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
const results = await measureAll({ modes, pages: PAGES, runs, urlBase, snapshotBase });
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
