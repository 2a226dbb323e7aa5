#!/usr/bin/env node
// Benchmark: how many landing-page requests the production server answers, and how fast, with 10
// and 50 visitors at once. Once pages are rendered on the server, every request also asks the
// mock backend for the invitation, so its cost is part of the figures on purpose.
//
//   pnpm bench:load [--duration 30] [--connections 10,50] [--heap-mb 256] [--url-base http://127.0.0.1:4173]
//
// Without --url-base it builds when the build is missing or stale and starts the mock backend and
// the production server on ports 4820/4821, with the heap limit a container gets (the Dockerfile's
// NODE_OPTIONS; --heap-mb 0 leaves Node's default), and reports the server's resident memory.
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildIfNeeded, startMock, startWeb } from './bench-servers.mjs';
import { residentMemory } from './resident-memory.mjs';

const PAGE = '/?rc=VALID-CODE';
const WARM_UP_SECONDS = 5;

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '30' },
    connections: { type: 'string', default: '10,50' },
    'heap-mb': { type: 'string', default: '256' }, // as the Dockerfile sets it
    'url-base': { type: 'string' },
  },
});
const connectionLevels = values.connections.split(',').map(Number);
const duration = Number(values.duration);
if (!(duration > 0)) throw new Error(`--duration must be a number of seconds, not ${values.duration}`);

let urlBase = values['url-base'];
let serverPid = null;
if (!urlBase) {
  buildIfNeeded();
  await startMock({ mockPort: 4820, siteUrl: 'http://127.0.0.1:4821' });
  const heap = Number(values['heap-mb']);
  const env = heap > 0 ? { NODE_OPTIONS: `--max-old-space-size=${heap}` } : {};
  ({ url: urlBase, pid: serverPid } = await startWeb({ webPort: 4821, mockPort: 4820, env }));
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
for (const connections of connectionLevels) {
  console.log(`${connections} connections, ${duration} s on ${url} …`);
  const memory = serverPid ? residentMemory(serverPid) : null;
  const result = await autocannon({ url, connections, duration });
  const rss = memory?.stop();
  rows.push(
    `| ${connections} | ${Math.round(result.requests.average)} | ${ms(result.latency.p50)} | ${ms(result.latency.p99)} | ` +
      `${result.non2xx} | ${result.errors} (${result.timeouts} timeouts) | ${rss ? `${rss.peak} / ${rss.last}` : '–'} |`,
  );
}

const heapNote = serverPid
  ? `, server heap limit ${values['heap-mb'] === '0' ? "Node's default" : `${values['heap-mb']} MB`}`
  : '';
console.log(`\nGET ${PAGE}, ${duration} s per row (autocannon in the same machine as the servers)${heapNote}\n`);
console.log(
  '| connections | req/s (mean) | latency p50 (ms) | latency p99 (ms) | non-2xx | errors | server RSS peak / end (MB) |',
);
console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) console.log(row);
console.log(`\nMachine: ${os.availableParallelism()} cores, load average ${os.loadavg()[0].toFixed(1)} at the end.`);
process.exit(0); // ends the servers through the exit handler
