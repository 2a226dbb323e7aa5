// The goals of an interaction, set against what the same tap costs on the page without scripts
// (native controls: the floor of what an interaction can cost on this phone, this host, this run).
import { median } from '../bench-lighthouse/table.mjs';

export const GOALS = {
  // The page's median INP over its twin's: hydrating is allowed more than a settled page.
  overTwin: { settled: 60, early: 100 },
  // Web Vitals' "good" INP, in every run where the twin itself stays well under it.
  everyRun: 200,
  twinUnder: 150,
  // The worst run's INP over the twin's worst run.
  worstOverTwin: 150,
};
// The noise rule: the floor is the host's yardstick (its scripts run before its first paint, so
// whatever it blocks is the host's), and steal is time the host's neighbours took.
const NOISE = { floorTbt: 100, stealPercent: 2 };

/** Why the run gives no verdict (the host was too noisy), or null. */
export function noiseOf(floor, stealPercent) {
  const reasons = [];
  const floorTbt = median(floor.map((run) => run.tbt));
  if (!(floorTbt <= NOISE.floorTbt))
    reasons.push(`the floor blocked for ${Math.round(floorTbt)} ms (median TBT), over ${NOISE.floorTbt} ms`);
  if (!(stealPercent <= NOISE.stealPercent))
    reasons.push(`CPU steal was ${stealPercent.toFixed(1)} %, over ${NOISE.stealPercent} %`);
  return reasons.length ? reasons.join(', and ') : null;
}

const ms = (value) => `${Math.round(value)} ms`;
const check = (ok, text) => `${ok ? 'met' : '**MISSED**'}: ${text}`;

/** The three goals of one scenario at one moment, as table cells. */
export function goalsOf(results, scenario, moment) {
  const runs = (side) =>
    results.filter((run) => run.scenario === scenario && run.moment === moment && run.side === side && run.ok);
  const [page, twin] = [runs('page'), runs('no-JS')];
  if (!page.length || !twin.length) return ['no runs to judge', '', ''];
  const inps = (side) => side.map((run) => run.inp);
  const [pageMedian, twinMedian] = [median(inps(page)), median(inps(twin))];
  const allowed = GOALS.overTwin[moment];
  // Each run beside its twin of the same round: the same minute of the host.
  const pairs = page
    .map((run) => [run, twin.find((other) => other.round === run.round)])
    .filter(([, other]) => other && other.inp < GOALS.twinUnder);
  const over = pairs.filter(([run]) => run.inp > GOALS.everyRun);
  const [pageWorst, twinWorst] = [Math.max(...inps(page)), Math.max(...inps(twin))];
  return [
    check(pageMedian <= twinMedian + allowed, `${ms(pageMedian)} ≤ ${ms(twinMedian)} + ${allowed}`),
    pairs.length
      ? check(
          !over.length,
          over.length
            ? `${over.length} of ${pairs.length} over ${GOALS.everyRun} ms (${over.map(([run]) => ms(run.inp)).join(', ')})`
            : `${pairs.length} of ${pairs.length} ≤ ${GOALS.everyRun} ms`,
        )
      : `no run whose no-JS INP is under ${GOALS.twinUnder} ms`,
    check(pageWorst <= twinWorst + GOALS.worstOverTwin, `${ms(pageWorst)} ≤ ${ms(twinWorst)} + ${GOALS.worstOverTwin}`),
  ];
}
