#!/usr/bin/env node
// Benchmark for sizing (docs/operations.md, "Sizing"): the production server's latency and CPU at
// given rates of the visitor's mix (bench-soak/visits.mjs), sent evenly whether or not the answers
// are back (a visitor does not wait for another's page), so each row is what the server does at
// that load, not at that concurrency. With --server-cpus the server runs on those CPUs only.
//
//   pnpm bench:rates [--rates 40,60,80,100,120] [--seconds 30] [--server-cpus 1] [--heap-mb 256]
//                    [--web-port 4972] [--mock-port 4973]
//
// Loopback only, bounded: each rate runs --seconds (at most 120), after a 15 s warm-up at the first.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { buildIfNeeded, startMock, startWeb } from './bench-servers.mjs';
import { quantile, startSteadyLoad } from './bench-soak/steady-load.mjs';
import { cpuSeconds } from './cpu-time.mjs';
import { residentMemory } from './resident-memory.mjs';

const { values } = parseArgs({
  options: {
    rates: { type: 'string', default: '40,60,80,100,120' },
    seconds: { type: 'string', default: '30' },
    'server-cpus': { type: 'string' },
    'heap-mb': { type: 'string', default: '256' },
    'web-port': { type: 'string', default: '4972' },
    'mock-port': { type: 'string', default: '4973' },
  },
});
const rates = values.rates.split(',').map(Number);
const seconds = Number(values.seconds);
if (!(seconds > 0 && seconds <= 120)) throw new Error(`--seconds must be from 1 to 120, not ${values.seconds}`);
if (!rates.every((rate) => rate > 0 && rate <= 500))
  throw new Error(`--rates must be from 1 to 500, not ${values.rates}`);
const [webPort, mockPort] = [Number(values['web-port']), Number(values['mock-port'])];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

buildIfNeeded();
await startMock({ mockPort, siteUrl: `http://127.0.0.1:${webPort}` });
const env = { NODE_OPTIONS: `--max-old-space-size=${values['heap-mb']}` };
const { url: base, pid } = await startWeb({ webPort, mockPort, env, cpus: values['server-cpus'] });

const run = async (rate, forSeconds) => {
  const load = startSteadyLoad(base, { rate, maxRequests: Math.ceil(rate * forSeconds) });
  await sleep(forSeconds * 1000);
  return load.stop();
};
console.log(`Warm-up: 15 s at ${rates[0]}/s …`);
await run(rates[0], 15);

const rows = [];
for (const rate of rates) {
  console.log(`${rate} requests/s for ${seconds} s on ${base} …`);
  const memory = residentMemory(pid);
  const cpuBefore = cpuSeconds(pid);
  const buckets = (await run(rate, seconds)).filter(Boolean);
  const cores = (cpuSeconds(pid) - cpuBefore) / seconds;
  const rss = memory.stop();
  const latencies = buckets.flatMap((bucket) => bucket.latencies);
  const errors = buckets.reduce((sum, bucket) => sum + bucket.errors, 0);
  const [p50, p99] = [quantile(latencies, 0.5), quantile(latencies, 0.99)];
  rows.push(
    `| ${rate} | ${latencies.length} | ${errors} | ${p50.toFixed(1)} | ${p99.toFixed(1)} | ${cores.toFixed(2)} | ${(rate / cores).toFixed(0)} | ${rss.peak} |`,
  );
}
const pinned = values['server-cpus'] ? `, server on CPU ${values['server-cpus']}` : '';
console.log(`\nThe visitor's mix, ${seconds} s per row, heap limit ${values['heap-mb']} MB${pinned}\n`);
console.log(
  '| rate (req/s) | answered | errors | p50 (ms) | p99 (ms) | server CPU (cores) | req/s per core | RSS peak (MB) |',
);
console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) console.log(row);
console.log(`\nMachine: ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)} at the end.`);
process.exit(0); // ends the servers through the exit handler
