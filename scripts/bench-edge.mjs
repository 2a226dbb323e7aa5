#!/usr/bin/env node
// Benchmark of the caching edge (edge/nginx.conf.template) in front of two production servers:
// 200 requests/s for 60 s from visitors without cookies (first visits), over 50 invitation links
// in 3 languages (150 addresses). It prints how often an origin rendered each page per cache
// lifetime, the latency through the edge, the origins' CPU and the errors.
//
//   pnpm bench:edge [--rate 200] [--duration 60] [--experiments off] [--failures]
//
// `--experiments off` adds `disablegb=true` to the links: no variants, one page per address.
// `--failures` runs the edge's failure scenarios instead (bench-edge-failures.mjs).
// It builds when the build is missing or stale; ports 4830 (mock), 4831-4832 (origins), 4835 (edge),
// or BENCH_EDGE_PORTS=mock,origin,origin,edge. nginx's CPU and memory size the edge in deploy/.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildIfNeeded, startMock, startWeb, trackProcessGroup } from './bench-servers.mjs';
import { cpuSeconds } from './cpu-time.mjs';
import { workers } from './edge-files.mjs';
import { startEdge } from './edge.mjs';
import { proportionalMegabytes } from './resident-memory.mjs';

const { values } = parseArgs({
  options: {
    rate: { type: 'string', default: '200' },
    duration: { type: 'string', default: '60' },
    experiments: { type: 'string', default: 'on' },
    failures: { type: 'boolean', default: false },
  },
});
if (values.failures) await import('./bench-edge-failures.mjs'); // which ends the process
const rate = Number(values.rate);
const duration = Number(values.duration);
const ports = (process.env.BENCH_EDGE_PORTS ?? '4830,4831,4832,4835').split(',').map(Number);
const [mockPort, originPorts, edgePort] = [ports[0], ports.slice(1, 3), ports[3]];
const cacheLifetimeSeconds = 60;
// The first seconds fill the cache: every page is rendered once, all at the same time.
const coldSeconds = 10; // s-maxage of a shared page (apps/web/src/app/request-startup-middleware.server.ts)

// 50 campaign links to the invitation, each in English, German and French.
const links = Array.from({ length: 50 }, (_, index) => `rc=VALID-CODE&utm_campaign=spring-${index + 1}`);
const extra = values.experiments === 'off' ? '&disablegb=true' : '';
const paths = ['/', '/de', '/fr'].flatMap((prefix) => links.map((query) => `${prefix}?${query}${extra}`));

buildIfNeeded();
const logDir = path.join(os.tmpdir(), `acq-bench-edge-${process.pid}`);
await startMock({ mockPort, siteUrl: `http://127.0.0.1:${edgePort}` });
const origins = await Promise.all(
  originPorts.map((webPort) => startWeb({ webPort, mockPort, logFile: `${logDir}-${webPort}.log` })),
);
const edge = await startEdge({ originPorts, httpPort: edgePort });
trackProcessGroup(edge.pid);

const nginxPids = () => [edge.pid, ...workers(edge.pid).map(({ pid }) => Number(pid))];
const total = (numbers) => numbers.reduce((sum, n) => sum + n, 0);

// An open-loop load: a request every 1/rate s, whatever the answers before it (visitors do not wait
// for each other), each a new visitor without cookies. (autocannon's rate limit sends each
// second's requests in a burst, which measures its own queue.)
async function steadyLoad() {
  const latencies = [];
  const warmLatencies = [];
  let errors = 0;
  let notOk = 0;
  const pending = [];
  const start = performance.now();
  for (let index = 0; index < rate * duration; index++) {
    const due = start + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const sent = performance.now();
    pending.push(
      fetch(new URL(paths[index % paths.length], edge.url), { redirect: 'manual' })
        .then(async (response) => {
          await response.arrayBuffer();
          if (response.status >= 400) notOk++;
          latencies.push(performance.now() - sent);
          if (sent - start > coldSeconds * 1000) warmLatencies.push(performance.now() - sent);
        })
        .catch(() => errors++),
    );
  }
  await Promise.all(pending);
  return { latencies, warmLatencies, errors, notOk, seconds: (performance.now() - start) / 1000 };
}

console.log(`${rate} req/s for ${duration} s over ${paths.length} addresses through ${edge.url} …`);
const cpuBefore = origins.map(({ pid }) => cpuSeconds(pid));
const nginxCpuBefore = total(nginxPids().map(cpuSeconds));
const load = await steadyLoad();
const cpu = origins.map(({ pid }, index) => (cpuSeconds(pid) - cpuBefore[index]) / load.seconds);
const nginxCpu = (total(nginxPids().map(cpuSeconds)) - nginxCpuBefore) / load.seconds;
const nginxMb = total(nginxPids().map(proportionalMegabytes));

// Renders: every page request an origin answered, from the edge's log (main requests and the
// background refreshes; a decision is a subrequest of its own), checked against the origins' logs.
const rendersByPath = new Map();
const keysByPath = new Map();
const decisionSeconds = [];
const hitSeconds = [];
for (const line of readFileSync(edge.accessLog, 'utf8').split('\n')) {
  const match = /^GET (\S+) \d+ uri=(\S+) cache=(\S*) origin=(\S+) key=(\S*) time=([\d.]+)/.exec(line);
  if (!match) continue;
  const [, address, uri, cache, origin, key, seconds] = match;
  if (uri === '/_edge/decision') decisionSeconds.push(Number(seconds));
  else if (cache === 'HIT') hitSeconds.push(Number(seconds));
  if (uri === '/_edge/decision' || origin === '-' || !paths.includes(address)) continue;
  rendersByPath.set(address, (rendersByPath.get(address) ?? 0) + 1);
  keysByPath.set(address, (keysByPath.get(address) ?? new Set()).add(key));
}
const originPageRequests = originPorts
  .map((port) => readFileSync(`${logDir}-${port}.log`, 'utf8').split('\n'))
  .flat()
  .filter((line) => line.includes('"msg":"request"') && /"path":"\/(de|fr)?\?rc=/.test(line)).length;
const percentile = (list, share) => [...list].sort((a, b) => a - b)[Math.floor(list.length * share)] ?? NaN;
const ms = (milliseconds) => (milliseconds < 10 ? milliseconds.toFixed(1) : String(Math.round(milliseconds)));
const edgeMs = (seconds) => ms(seconds * 1000);

const renders = [...rendersByPath.values()];
const totalRenders = renders.reduce((sum, count) => sum + count, 0);
const keys = [...keysByPath.values()].reduce((sum, set) => sum + set.size, 0);
const lifetimes = duration / cacheLifetimeSeconds;
const perLifetime = (count) => (count / lifetimes).toFixed(2);

console.log(`\n| figure | value |\n| --- | ---: |`);
console.log(`| requests answered | ${load.latencies.length} (${Math.round(load.latencies.length / load.seconds)}/s) |`);
console.log(
  `| latency through the edge p50 / p99 | ${ms(percentile(load.latencies, 0.5))} / ${ms(percentile(load.latencies, 0.99))} ms |`,
);
console.log(
  `| latency after the first ${coldSeconds} s (the cache filled) p50 / p99 | ${ms(percentile(load.warmLatencies, 0.5))} / ${ms(percentile(load.warmLatencies, 0.99))} ms |`,
);
console.log(`| errors, answers 4xx/5xx | ${load.errors}, ${load.notOk} |`);
console.log(`| origin renders (edge log / origins' logs) | ${totalRenders} / ${originPageRequests} |`);
console.log(`| addresses, and pages (address x decisions key) | ${paths.length}, ${keys} |`);
console.log(
  `| renders per address per cache lifetime (${cacheLifetimeSeconds} s), mean / max | ${perLifetime(totalRenders / paths.length)} / ${perLifetime(Math.max(...renders))} |`,
);
console.log(`| renders per page (address x key) per cache lifetime, mean | ${perLifetime(totalRenders / keys)} |`);
console.log(
  `| decisions asked of the origins, p50 / p99 as the edge waited | ${decisionSeconds.length}, ${edgeMs(percentile(decisionSeconds, 0.5))} / ${edgeMs(percentile(decisionSeconds, 0.99))} ms |`,
);
console.log(
  `| cache hits, p50 / p99 as the edge measured them (decision included) | ${hitSeconds.length}, ${edgeMs(percentile(hitSeconds, 0.5))} / ${edgeMs(percentile(hitSeconds, 0.99))} ms |`,
);
const shares = [...cpu, nginxCpu].map((share) => `${Math.round(share * 100)} %`).join(', ');
console.log(`| CPU (share of one core): origins, nginx; nginx's memory (PSS) | ${shares}; ${Math.round(nginxMb)} MB |`);
console.log(`\nMachine: ${os.availableParallelism()} cores, load average ${os.loadavg()[0].toFixed(1)} at the end.`);
process.exit(load.errors + load.notOk > 0 ? 1 : 0); // ends the servers through the exit handler
