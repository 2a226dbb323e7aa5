// The results as Markdown: per page a table of the page, the floor and the page's no-JS snapshot
// (best and median of the runs), then the goals checked, unless the host was too noisy.
// Verdicts are the medians'; the best runs are shown beside them.

export const median = (numbers) => {
  const sorted = numbers.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const values = (runs, key) => runs.map((run) => run[key]).filter(Number.isFinite);
export const of = (runs, key) => median(values(runs, key));
const min = (runs, key) => (values(runs, key).length ? Math.min(...values(runs, key)) : NaN);
const max = (runs, key) => (values(runs, key).length ? Math.max(...values(runs, key)) : NaN);
// A score's best run is its highest, a time's its lowest.
const best = (runs, key) => (key === 'score' ? max(runs, key) : min(runs, key));

const show = (number, format) => (Number.isFinite(number) ? format(number) : '–');
const formats = {
  score: (value) => show(value, Math.round),
  tbt: (ms) => show(ms, (value) => `${Math.round(value)} ms`),
  lcp: (ms) => show(ms / 1000, (s) => `${s.toFixed(2)} s`),
  cls: (value) => show(value, (cls) => cls.toFixed(3)),
  scriptBytes: (bytes) => show(bytes / 1024, (kB) => `${kB.toFixed(1)} kB`),
  scriptMs: (ms) => show(ms, (value) => `${Math.round(value)} ms`),
};
const bestAndMedian = (runs, key) => `${formats[key](best(runs, key))} / ${formats[key](of(runs, key))}`;

// Issue 38's goals: LCP wins over TBT (the modules stay held back until the first paint), so TBT
// and the score are judged against the page's own no-JS snapshot, the bytes against the floor.
const GOALS = {
  score: 95,
  scoreUnderSnapshot: 4,
  tbtOverSnapshot: 150,
  lcpRatio: 1.2,
  scriptBytesOverFloor: 55 * 1024,
};
// The noise rule: the floor is the host's yardstick (its scripts run before its first paint, so
// whatever it blocks is the host's), and steal is time the host's neighbours took.
const NOISE = { floorTbt: 100, stealPercent: 2 };

/** Why the run gives no verdict (the host was too noisy), or null. */
function noiseOf(floor, stealPercent) {
  const reasons = [];
  if (!(of(floor, 'tbt') <= NOISE.floorTbt))
    reasons.push(`the floor blocked for ${formats.tbt(of(floor, 'tbt'))} (median), over ${NOISE.floorTbt} ms`);
  if (!(stealPercent <= NOISE.stealPercent))
    reasons.push(`CPU steal was ${stealPercent.toFixed(1)} %, over ${NOISE.stealPercent} %`);
  return reasons.length ? reasons.join(', and ') : null;
}

function goals(js, floor, snapshot) {
  const lcpRatio = of(js, 'lcp') / of(snapshot, 'lcp');
  const overFloorJs = of(js, 'scriptBytes') - of(floor, 'scriptBytes');
  const [score, snapshotScore] = [of(js, 'score'), of(snapshot, 'score')];
  const check = (ok, text) => `${ok ? 'met' : 'MISSED'}: ${text}`;
  return [
    check(
      score >= GOALS.score && score >= snapshotScore - GOALS.scoreUnderSnapshot,
      `score ${formats.score(score)} ≥ ${GOALS.score} and ≥ the no-JS snapshot's ${formats.score(snapshotScore)} − ` +
        `${GOALS.scoreUnderSnapshot}`,
    ),
    check(
      of(js, 'tbt') <= of(snapshot, 'tbt') + GOALS.tbtOverSnapshot,
      `TBT ${formats.tbt(of(js, 'tbt'))} ≤ the no-JS snapshot's ${formats.tbt(of(snapshot, 'tbt'))} + ` +
        `${GOALS.tbtOverSnapshot} ms`,
    ),
    check(
      lcpRatio <= GOALS.lcpRatio,
      `LCP ${show(lcpRatio, (r) => r.toFixed(2))}× the no-JS snapshot's ≤ ${GOALS.lcpRatio}×`,
    ),
    check(max(js, 'cls') === 0, `CLS ${formats.cls(max(js, 'cls'))} (worst run) = 0`),
    check(
      overFloorJs <= GOALS.scriptBytesOverFloor,
      `JS in the run +${formats.scriptBytes(overFloorJs)} over the floor's ≤ +${GOALS.scriptBytesOverFloor / 1024} kB`,
    ),
    `script main-thread time ${formats.scriptMs(of(js, 'scriptMs'))}, ` +
      `${show(of(js, 'scriptMs') / of(floor, 'scriptMs'), (r) => r.toFixed(1))}× the floor's (measured, no goal yet)`,
  ];
}

/** One slowdown's results: a table per page, then its goals (or why there is no verdict). */
export function printResults(title, { floor, pages }, stealPercent) {
  console.log(`\n## ${title}\n`);
  const noise = noiseOf(floor, stealPercent);
  for (const [page, { js, snapshot }] of pages) {
    console.log(`\n### \`${page}\` (best / median of ${js.length}, ${floor.length} and ${snapshot.length} runs)\n`);
    console.log('| | page | floor | no-JS snapshot |');
    console.log('| --- | ---: | ---: | ---: |');
    const row = (label, cells) => console.log(`| ${label} | ${cells.join(' | ')} |`);
    for (const [key, label] of [
      ['score', 'score'],
      ['tbt', 'TBT'],
      ['lcp', 'LCP'],
      ['scriptMs', 'script main-thread time'],
    ])
      row(
        label,
        [js, floor, snapshot].map((runs) => bestAndMedian(runs, key)),
      );
    row(
      'CLS (worst)',
      [js, floor, snapshot].map((runs) => formats.cls(max(runs, 'cls'))),
    );
    row(
      'JS transferred (median)',
      [js, floor, snapshot].map((runs) => formats.scriptBytes(of(runs, 'scriptBytes'))),
    );
    if (!noise)
      console.log(
        `\n${goals(js, floor, snapshot)
          .map((line) => `- ${line}`)
          .join('\n')}`,
      );
  }
  if (noise)
    console.log(
      `\nHost too noisy: ${noise}, so these figures measure the host, not the pages. No verdict; wait and ` +
        'measure again.',
    );
}
