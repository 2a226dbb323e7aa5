// `pnpm bench:edge --failures`: the caching edge (edge/nginx.conf.template) in front of two
// production servers when they fail, in three scenarios, each at the same rate for `--duration`:
//
//   1. one origin killed (SIGKILL) a third into the run: the other answers everything;
//   2. both origins down: the campaign pages come from the edge's cache, everything else gets the
//      edge's 503 page with Retry-After in the visitor's language (the one answer meant to fail);
//   3. a rolling restart: taken out of the edge (a reload), SIGTERM, a new instance, put
//      back, then the other one.
//
// It prints per scenario the requests, the failed visitor requests, the stale hits, the 503 pages
// with Retry-After, the latency and the origin failures the edge met (its error log), and exits
// with 1 when a visitor request failed. Run by bench-edge.mjs (same ports: 4830 mock, 4831-4832
// origins, 4835 edge), `pnpm bench:edge --failures [--rate 200] [--duration 30]`.
import { readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { buildIfNeeded, startMock, trackProcessGroup } from './bench-servers.mjs';
import { log, origins, settled, sleep } from './bench-edge-origins.mjs';
import { load, tally, visitMix } from './bench-edge-visits.mjs';
import { startEdge } from './edge.mjs';

// bench-edge.mjs has checked the options; --experiments has no meaning here.
const { values } = parseArgs({
  options: { rate: { type: 'string', default: '200' }, duration: { type: 'string', default: '30' } },
  strict: false,
});
const rate = Number(values.rate);
const seconds = Number(values.duration);
const mockPort = 4830;
const originPorts = [4831, 4832];
const edgePort = 4835;

buildIfNeeded();
await startMock({ mockPort, siteUrl: `http://127.0.0.1:${edgePort}` });
const { startAll, stop, restart } = origins({ ports: originPorts, mockPort });
await startAll();
const edge = await startEdge({ originPorts, httpPort: edgePort });
trackProcessGroup(edge.pid);
const errorLog = `${edge.dir}/error.log`;

// The edge's lines about origins that failed it (refused, timed out, reset, closed, none left to ask).
const failureLines =
  /connect\(\) failed|timed out|upstream prematurely closed|no live upstreams|while reading response header/;
const rows = [];
async function scenario(name, { shares, unavailableMeant = false, during = async () => {} }) {
  console.log(
    `\n${name}: ${rate} req/s for at least ${seconds} s (${Object.entries(shares)
      .map(([kind, share]) => `${share} % ${kind}`)
      .join(', ')}) …`,
  );
  const errorLogFrom = statSync(errorLog).size;
  log('load starts');
  // The load goes on for the duration, and 3 s past the scenario's events.
  const events = during();
  const until = Promise.all([sleep(seconds * 1000), events.then(() => sleep(3000))]);
  const answers = await load({ url: edge.url, rate, until, visitAt: visitMix(shares) });
  await events;
  log('load ends');
  const edgeMet = readFileSync(errorLog)
    .subarray(errorLogFrom)
    .toString('utf8')
    .split('\n')
    .filter((line) => failureLines.test(line));
  rows.push({ name, ...tally(answers, { unavailableMeant }), edgeMet: edgeMet.length });
}

console.log(
  `Through ${edge.url} (logs and cache: ${edge.dir}), origins ${originPorts.join(', ')}, mock backend ${mockPort}.`,
);
// As in production, failures meet warm origins and a cache that holds the campaign pages: first
// visits for 10 s (the default mode's cold seconds), not counted, then time for an origin the
// cold rush made fail to be back in.
async function warmUp() {
  log('warming up: first visits for 10 s, not counted');
  await load({ url: edge.url, rate, until: sleep(10_000), visitAt: visitMix({ first: 100 }) });
  await settled();
}
await warmUp();

await scenario('1. one origin killed', {
  shares: { first: 95, returning: 5 },
  during: async () => {
    await sleep((seconds * 1000) / 3);
    await stop(originPorts[0], 'SIGKILL');
  },
});
await restart(originPorts[0], { failed: true });

for (const port of originPorts) await stop(port, 'SIGKILL');
await scenario('2. both origins down', {
  shares: { first: 70, 'new-address': 10, returning: 10, post: 10 },
  unavailableMeant: true,
});
await Promise.all(originPorts.map((port) => restart(port, { failed: true })));
await warmUp();

// Taken out of the edge first (a reload), then stopped gracefully, started, and put back.
await scenario('3. rolling restart of both origins', {
  shares: { first: 90, returning: 5, post: 5 },
  during: async () => {
    await sleep((seconds * 1000) / 6);
    for (const port of originPorts) {
      await edge.takeOut([port]);
      log(`the edge sends the origin on ${port} nothing more`);
      await stop(port, 'SIGTERM');
      await restart(port, { failed: false });
      await edge.takeOut([]);
      log(`the edge sends to ${port} again`);
    }
  },
});

const ms = (value) => (value < 10 ? value.toFixed(1) : String(Math.round(value)));
console.log(
  '\n| scenario | requests | failed visitor requests | stale hits | 503 pages with Retry-After | latency p50 / p99 | origin failures the edge met |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) {
  console.log(
    `| ${row.name} | ${row.requests} | ${row.failed}${row.reasons ? ` (${row.reasons})` : ''} | ${row.stale} | ${row.unavailable} | ${ms(row.p50)} / ${ms(row.p99)} ms | ${row.edgeMet} |`,
  );
}
console.log(
  '\nFailed: any answer but 2xx and 3xx, and a 503 page where none is meant (scenarios 1 and 3) or one without ' +
    'Retry-After or in another language. Stale hits: the cached copy of an address served because no origin ' +
    'answered (X-Cache FALLBACK-…), not pages past their minute served while their refresh runs.',
);
console.log(`Machine: ${os.availableParallelism()} cores, load average ${os.loadavg()[0].toFixed(1)} at the end.`);
process.exit(rows.some((row) => row.failed > 0) ? 1 : 0); // ends the servers through the exit handler
