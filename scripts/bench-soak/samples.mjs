// What the soak samples from the server once a minute: its resident memory (from /proc, what a
// container's memory limit counts) and, from its /metrics (prom-client's process figures), the
// heap in use and the event loop's delay since the last sample (prom-client resets its histogram
// at each scrape, and the soak is its only scraper).
import { readFileSync } from 'node:fs';

function residentMegabytes(pid) {
  const kilobytes = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kilobytes) / 1024;
}

const metric = (text, name) => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1]);

export async function sample(base, pid, metricsToken) {
  const response = await fetch(new URL('/metrics', base), {
    headers: { authorization: `Bearer ${metricsToken}` },
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  return {
    rssMb: residentMegabytes(pid),
    heapUsedMb: metric(text, 'nodejs_heap_size_used_bytes') / 2 ** 20,
    loopDelayP99Ms: metric(text, 'nodejs_eventloop_lag_p99_seconds') * 1000,
    loopDelayMaxMs: metric(text, 'nodejs_eventloop_lag_max_seconds') * 1000,
  };
}
