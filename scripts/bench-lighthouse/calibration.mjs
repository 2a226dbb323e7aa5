// Calibration: the CPU slowdown that makes this host as fast as the phone Lighthouse emulates.
import { runLighthouse } from './lighthouse-runs.mjs';
import { median } from './table.mjs';

// Short runs that only measure the host; the median of a few smooths out a busy second.
export const CALIBRATION_RUNS = 3;

/**
 * The CPU slowdown Lighthouse's throttling calculator recommends for a host's benchmarkIndex
 * (https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md#cpu-throttling): linear
 * between these points and, above the last, along the last segment's slope. Lighthouse does not
 * ship the calculator (its npm package only measures the index), so its points are written out here.
 */
const CALCULATOR_POINTS = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, 4],
  [2000, 6],
];
export function cpuSlowdownFor(benchmarkIndex) {
  const [lowest] = CALCULATOR_POINTS;
  // The calculator gives up below its lowest point: the host is slower than the phone it would
  // emulate, so the best we can do is not to slow it down at all.
  if (benchmarkIndex <= lowest[0]) return lowest[1];
  const upper = CALCULATOR_POINTS.findIndex(([index]) => index >= benchmarkIndex);
  const segment = upper === -1 ? CALCULATOR_POINTS.length - 1 : upper;
  const [[x0, y0], [x1, y1]] = [CALCULATOR_POINTS[segment - 1], CALCULATOR_POINTS[segment]];
  const slowdown = y0 + ((benchmarkIndex - x0) * (y1 - y0)) / (x1 - x0);
  return Math.round(slowdown * 10) / 10; // the calculator's precision, too
}

/**
 * The host's benchmarkIndex: Lighthouse measures it at the start of every run, so a run with a
 * single cheap audit on a script-free page gets it without the cost of a full performance run.
 */
export async function measureBenchmarkIndex(url) {
  const indexes = [];
  for (let run = 1; run <= CALIBRATION_RUNS; run++) {
    const lhr = await runLighthouse(url, { onlyAudits: ['is-on-https'] });
    indexes.push(lhr.environment.benchmarkIndex);
    console.log(`calibration ${run}/${CALIBRATION_RUNS}: benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}`);
  }
  return median(indexes);
}
