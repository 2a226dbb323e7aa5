#!/usr/bin/env node
// Benchmark: how many landing-page requests the production server answers, and how fast, with 10
// and 50 visitors at once. Once pages are rendered on the server, every request also asks the
// mock backend for the invitation, so its cost is part of the figures on purpose.
//
//   pnpm bench:load [--duration 30] [--connections 10,50] [--heap-mb 256] [--url-base http://127.0.0.1:4173]
//                   [--web-port 4821] [--mock-port 4820] [--server-cpus 1]
//
// Without --url-base it builds when the build is missing or stale and starts the mock backend and
// the production server on ports 4820/4821, with the heap limit a container gets (the Dockerfile's
// NODE_OPTIONS; --heap-mb 0 leaves Node's default), and reports the server's resident memory and
// the CPU it used (cores: CPU seconds per second). --server-cpus pins the server to those CPUs
// (taskset's list), so that a row is what one core does: the sizing of deploy/ (docs/operations.md).
// (Latency at a given rate: `pnpm bench:rates`. autocannon's overallRate sends each second's
// requests in one burst, which measures the burst's queue rather than the server.)
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildIfNeeded, startMock, startWeb } from './bench-servers.mjs';
import { cpuSeconds } from './cpu-time.mjs';
import { residentMemory } from './resident-memory.mjs';

const PAGE = '/?rc=VALID-CODE';
const WARM_UP_SECONDS = 5;

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '30' },
    connections: { type: 'string', default: '10,50' },
    'heap-mb': { type: 'string', default: '256' }, // as the Dockerfile sets it
    'url-base': { type: 'string' },
    'web-port': { type: 'string', default: '4821' },
    'mock-port': { type: 'string', default: '4820' },
    'server-cpus': { type: 'string' },
  },
});
const levels = values.connections.split(',').map(Number);
const duration = Number(values.duration);
if (!(duration > 0)) throw new Error(`--duration must be a number of seconds, not ${values.duration}`);

let urlBase = values['url-base'];
let serverPid = null;
if (!urlBase) {
  buildIfNeeded();
  const [webPort, mockPort] = [Number(values['web-port']), Number(values['mock-port'])];
  await startMock({ mockPort, siteUrl: `http://127.0.0.1:${webPort}` });
  const heap = Number(values['heap-mb']);
  const env = heap > 0 ? { NODE_OPTIONS: `--max-old-space-size=${heap}` } : {};
  const cpus = values['server-cpus'];
  ({ url: urlBase, pid: serverPid } = await startWeb({ webPort, mockPort, env, cpus }));
}
const url = new URL(PAGE, urlBase).href;

// Measuring error pages would flatter the server: the page must answer 200 first.
const first = await fetch(url);
if (!first.ok) throw new Error(`${url} answered ${first.status}`);
// Warm-up: the first requests pay for JIT compilation and cold caches, which visitors rarely do.
await autocannon({ url, connections: 10, duration: WARM_UP_SECONDS });

// autocannon's histogram keeps whole milliseconds: 0 means under one.
const ms = (value) => (value < 1 ? '< 1' : String(value));
const rows = [];
for (const connections of levels) {
  console.log(`${connections} connections, ${duration} s on ${url} …`);
  const memory = serverPid ? residentMemory(serverPid) : null;
  const cpuBefore = serverPid ? cpuSeconds(serverPid) : null;
  const result = await autocannon({ url, connections, duration });
  const rss = memory?.stop();
  const cores = serverPid ? ((cpuSeconds(serverPid) - cpuBefore) / result.duration).toFixed(2) : '–';
  rows.push(
    `| ${connections} | ${Math.round(result.requests.average)} | ${ms(result.latency.p50)} | ${ms(result.latency.p99)} | ` +
      `${result.non2xx} | ${result.errors} (${result.timeouts} timeouts) | ${rss ? `${rss.peak} / ${rss.last}` : '–'} | ${cores} |`,
  );
}

const heapNote = serverPid
  ? `, server heap limit ${values['heap-mb'] === '0' ? "Node's default" : `${values['heap-mb']} MB`}` +
    (values['server-cpus'] ? `, server on CPU ${values['server-cpus']}` : '')
  : '';
console.log(`\nGET ${PAGE}, ${duration} s per row (autocannon in the same machine as the servers)${heapNote}\n`);
console.log(
  '| connections | req/s (mean) | latency p50 (ms) | latency p99 (ms) | non-2xx | errors | server RSS peak / end (MB) | server CPU (cores) |',
);
console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) console.log(row);
console.log(`\nMachine: ${os.availableParallelism()} cores, load average ${os.loadavg()[0].toFixed(1)} at the end.`);
process.exit(0); // ends the servers through the exit handler
