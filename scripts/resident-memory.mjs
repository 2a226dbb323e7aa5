import { readFileSync } from 'node:fs';

/** A process's resident memory in MB, from /proc (Linux), or null when it has gone. */
function residentMegabytes(pid) {
  try {
    const kilobytes = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kilobytes ? Math.round(Number(kilobytes) / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * A process's proportional share of memory in MB (/proc/<pid>/smaps_rollup's Pss): memory shared
 * among processes (nginx's cache zones between its master and workers) counted once over all.
 */
export function proportionalMegabytes(pid) {
  const kilobytes = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1];
  return Number(kilobytes) / 1024;
}

/**
 * Samples a process's resident memory twice a second until stopped: its peak and its last value,
 * in MB (what a container's memory limit counts).
 */
export function residentMemory(pid) {
  let peak = 0;
  let last = 0;
  const sample = () => {
    const now = residentMegabytes(pid);
    if (now === null) return;
    last = now;
    peak = Math.max(peak, now);
  };
  sample();
  const timer = setInterval(sample, 500);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return { peak, last };
    },
  };
}
