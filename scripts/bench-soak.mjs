#!/usr/bin/env node
// Soak: the production server under a steady mix of the visitor's requests (landing pages in every
// language, returning visitors, the router's data requests, registrations, language switches,
// unknown addresses: bench-soak/visits.mjs) for half an hour, to see whether its memory levels off,
// which the memory limit of its Deployment (deploy/base/web-deployment.yaml) depends on.
//
//   pnpm bench:soak [--minutes 30] [--rate 75] [--max-requests N] [--heap-mb 256] [--web-port 4970] [--mock-port 4971]
//
// Loopback only, bounded in time (--minutes, plus a 30 s warm-up that is not counted) and in
// requests (--max-requests, by default the rate's count plus a tenth). It builds when the build is
// missing or stale, starts the mock backend and the production server with the Deployment's heap
// limit, samples the server once a minute (resident memory, heap in use, event-loop delay) and
// prints a row per minute and the verdict against the goals (bench-soak/verdict.mjs).
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { buildIfNeeded, startMock, startWeb } from './bench-servers.mjs';
import { sample } from './bench-soak/samples.mjs';
import { startSteadyLoad } from './bench-soak/steady-load.mjs';
import { printTable, row, verdict } from './bench-soak/verdict.mjs';

const WARM_UP_SECONDS = 30;
const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '30' },
    rate: { type: 'string', default: '75' }, // a web server's load at the autoscaler's target (docs/operations.md)
    'max-requests': { type: 'string' },
    'heap-mb': { type: 'string', default: '256' }, // as deploy/base/web-deployment.yaml sets it
    'web-port': { type: 'string', default: '4970' },
    'mock-port': { type: 'string', default: '4971' },
  },
});
const minutes = Number(values.minutes);
const rate = Number(values.rate);
if (!(minutes >= 2 && minutes <= 120))
  throw new Error(`--minutes must be from 2 to 120 (the verdict compares thirds), not ${values.minutes}`);
if (!(rate > 0 && rate <= 500)) throw new Error(`--rate must be from 1 to 500 requests a second, not ${values.rate}`);
const maxRequests = Number(values['max-requests'] ?? Math.ceil(minutes * 60 * rate * 1.1));
const [webPort, mockPort] = [Number(values['web-port']), Number(values['mock-port'])];

buildIfNeeded();
await startMock({ mockPort, siteUrl: `http://127.0.0.1:${webPort}` });
const metricsToken = randomBytes(16).toString('hex');
// As the Deployment runs it: its heap limit, a metrics token and a cookie secret of its own.
const env = {
  NODE_OPTIONS: `--max-old-space-size=${values['heap-mb']}`,
  METRICS_TOKEN: metricsToken,
  ACQ_COOKIE_SECRET: randomBytes(24).toString('hex'),
};
const { url: base, pid } = await startWeb({ webPort, mockPort, env });

console.log(`Warm-up: ${WARM_UP_SECONDS} s at ${rate} requests/s (not counted) …`);
const warmUp = startSteadyLoad(base, { rate, maxRequests: rate * WARM_UP_SECONDS });
await new Promise((resolve) => setTimeout(resolve, WARM_UP_SECONDS * 1000));
await warmUp.stop();
await sample(base, pid, metricsToken); // resets the event loop's histogram

console.log(`Soak: ${minutes} min at ${rate} requests/s (at most ${maxRequests} requests) on ${base} …`);
const load = startSteadyLoad(base, { rate, maxRequests });
const rows = [];
for (let minute = 1; minute <= minutes; minute++) {
  await new Promise((resolve) => setTimeout(resolve, 60_000));
  const server = await sample(base, pid, metricsToken);
  // The minute's answers may still be coming: the row is printed now, the table at the end.
  rows.push({ minute, server });
  const bucket = load.minutes[minute - 1];
  console.log(
    `minute ${minute}: ${bucket?.sent ?? 0} sent, ${bucket?.errors ?? 0} errors so far, RSS ${server.rssMb.toFixed(0)} MB, heap ${server.heapUsedMb.toFixed(0)} MB`,
  );
}
const buckets = await load.stop();
const table = rows.map(({ minute, server }) => row(minute, buckets[minute - 1], server));
console.log(
  `\nGET and POST of the visitor's mix at ${rate}/s, ${minutes} min, server heap limit ${values['heap-mb']} MB\n`,
);
printTable(table);
const failures = new Map();
for (const bucket of buckets)
  for (const [what, count] of bucket?.failures ?? []) failures.set(what, (failures.get(what) ?? 0) + count);
for (const [what, count] of failures) console.log(`errors: ${count} × ${what}`);
console.log('');
const goals = verdict(table, buckets);
if (table.length < 3)
  console.log('(A run under 3 minutes has no three distinct thirds: the figures only show the script works.)');
for (const { goal, figures, ok } of goals) console.log(`${ok ? '✓' : '✗'} ${goal}: ${figures}`);
console.log(`\nMachine: ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)} at the end.`);
process.exit(goals.every(({ ok }) => ok) ? 0 : 1); // ends the servers through the exit handler
