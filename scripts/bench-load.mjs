#!/usr/bin/env node
// Benchmark: how many landing-page requests the production server answers, and how fast, with 10
// and 50 visitors at once. Once pages are rendered on the server, every request also asks the
// mock backend for the invitation, so its cost is part of the figures on purpose.
//
//   pnpm bench:load [--duration 30] [--url-base http://127.0.0.1:4173]
//
// Without --url-base it builds when the build is missing or stale and starts the mock backend and
// the production server on ports 4820/4821.
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildIfNeeded, startServers } from './bench-servers.mjs';

const PAGE = '/?rc=VALID-CODE';
const CONNECTIONS = [10, 50];
const WARM_UP_SECONDS = 5;

const { values } = parseArgs({
  options: { duration: { type: 'string', default: '30' }, 'url-base': { type: 'string' } },
});
const duration = Number(values.duration);
if (!(duration > 0)) throw new Error(`--duration must be a number of seconds, not ${values.duration}`);

let urlBase = values['url-base'];
if (!urlBase) {
  buildIfNeeded();
  urlBase = await startServers({ mockPort: 4820, webPort: 4821 });
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
for (const connections of CONNECTIONS) {
  console.log(`${connections} connections, ${duration} s on ${url} …`);
  const result = await autocannon({ url, connections, duration });
  rows.push(
    `| ${connections} | ${Math.round(result.requests.average)} | ${ms(result.latency.p50)} | ${ms(result.latency.p99)} | ` +
      `${result.non2xx} | ${result.errors} (${result.timeouts} timeouts) |`,
  );
}

console.log(`\nGET ${PAGE}, ${duration} s per row (autocannon in the same machine as the servers)\n`);
console.log('| connections | req/s (mean) | latency p50 (ms) | latency p99 (ms) | non-2xx | errors |');
console.log('| ---: | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) console.log(row);
console.log(`\nMachine: ${os.availableParallelism()} cores, load average ${os.loadavg()[0].toFixed(1)} at the end.`);
process.exit(0); // ends the servers through the exit handler
