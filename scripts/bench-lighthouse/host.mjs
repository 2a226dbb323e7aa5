// How busy the host is: its load average and the CPU time the hypervisor stole from it.
import { readFileSync } from 'node:fs';
import os from 'node:os';

/** The CPU counters of /proc/stat (all cores): total jiffies and stolen ones (0 where unknown). */
function cpuTimes() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    // user nice system idle iowait irq softirq steal guest guest_nice; guest time is in user already.
    const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
    return { total, steal: fields[7] ?? 0 };
  } catch {
    return { total: 0, steal: 0 };
  }
}

const stealBetween = (from, to) =>
  to.total > from.total ? (100 * (to.steal - from.steal)) / (to.total - from.total) : 0;

/** Load average and the steal of the next `seconds`, as one line, e.g. for before and after the runs. */
export async function hostReading(seconds = 5) {
  const from = cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const steal = stealBetween(from, cpuTimes());
  const load = os.loadavg().map((value) => value.toFixed(2));
  return `load average ${load.join(' / ')} (1 / 5 / 15 min), CPU steal ${steal.toFixed(1)} % over ${seconds} s`;
}

/** Starts counting; `stop()` gives the steal over the whole time since. */
export function stealCounter() {
  const from = cpuTimes();
  return { stop: () => stealBetween(from, cpuTimes()) };
}
