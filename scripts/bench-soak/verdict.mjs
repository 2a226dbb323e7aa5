// The soak's table, a row per minute, and its verdict against the goals (issue 52): no error;
// resident memory in the last third within 10 % of the middle third (minutes 20-30 against 10-20
// in the full 30); p99 latency in the last third within 20 % of the first.
import { quantile } from './steady-load.mjs';

const mean = (numbers) => numbers.reduce((sum, n) => sum + n, 0) / numbers.length;
const fixed = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '–');

export function printTable(rows) {
  console.log(
    '| minute | requests | errors | p50 (ms) | p99 (ms) | RSS (MB) | heap used (MB) | loop delay p99 / max (ms) |',
  );
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) {
    console.log(
      `| ${row.minute} | ${row.sent} | ${row.errors} | ${fixed(row.p50, 1)} | ${fixed(row.p99, 1)} | ${fixed(row.rssMb)} | ` +
        `${fixed(row.heapUsedMb)} | ${fixed(row.loopDelayP99Ms, 1)} / ${fixed(row.loopDelayMaxMs, 1)} |`,
    );
  }
}

export function row(minute, bucket, server) {
  return {
    minute,
    sent: bucket?.sent ?? 0,
    errors: bucket?.errors ?? 0,
    p50: quantile(bucket?.latencies ?? [], 0.5),
    p99: quantile(bucket?.latencies ?? [], 0.99),
    ...server,
  };
}

/** The goals, each `{ goal, figures, ok }`; the thirds of a run of `rows.length` minutes. */
export function verdict(rows, minutes) {
  const third = Math.max(1, Math.floor(rows.length / 3));
  const [first, middle, last] = [rows.slice(0, third), rows.slice(third, 2 * third), rows.slice(-third)];
  const errors = rows.reduce((sum, r) => sum + r.errors, 0);
  const latencies = (part) => part.flatMap((r) => minutes[r.minute - 1]?.latencies ?? []);
  const [rssMiddle, rssLast] = [mean(middle.map((r) => r.rssMb)), mean(last.map((r) => r.rssMb))];
  const [p99First, p99Last] = [quantile(latencies(first), 0.99), quantile(latencies(last), 0.99)];
  const span = (part) => `minutes ${part[0].minute}-${part.at(-1).minute}`;
  return [
    { goal: 'no error', figures: `${errors} errors`, ok: errors === 0 },
    {
      goal: 'resident memory levels off (last third within 10 % of the middle)',
      figures: `${fixed(rssLast)} MB in ${span(last)} against ${fixed(rssMiddle)} MB in ${span(middle)} (${fixed((rssLast / rssMiddle - 1) * 100, 1)} %)`,
      ok: Math.abs(rssLast / rssMiddle - 1) <= 0.1,
    },
    {
      goal: 'p99 latency holds (last third within 20 % of the first)',
      figures: `${fixed(p99Last, 1)} ms in ${span(last)} against ${fixed(p99First, 1)} ms in ${span(first)} (${fixed((p99Last / p99First - 1) * 100, 1)} %)`,
      ok: p99Last <= p99First * 1.2,
    },
  ];
}
