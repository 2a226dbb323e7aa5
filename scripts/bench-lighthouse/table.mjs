// The results as Markdown: per page a table of the page, the floor and the page's no-JS snapshot
// (best and median of the runs), then the goals checked, unless the host was too noisy.

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
};
const bestAndMedian = (runs, key) => `${formats[key](best(runs, key))} / ${formats[key](of(runs, key))}`;

// Issue 34's goals, against the floor and the no-JS snapshot of the same run.
const GOALS = { tbtOverFloor: 100, scoreUnderFloor: 3, lcpRatio: 1.3, scriptBytesOverFloor: 45 * 1024 };
const NOISY_SNAPSHOT_TBT = 150;

/** The pages whose no-JS snapshot (median) blocked for more than 150 ms: then the host was too noisy. */
const noisySnapshots = (pages) =>
  [...pages].filter(([, { snapshot }]) => !(of(snapshot, 'tbt') <= NOISY_SNAPSHOT_TBT)).map(([page]) => page);

function goals(js, floor, snapshot) {
  const lcpRatio = of(js, 'lcp') / of(snapshot, 'lcp');
  const overFloorJs = of(js, 'scriptBytes') - of(floor, 'scriptBytes');
  const check = (ok, text) => `${ok ? 'met' : 'MISSED'}: ${text}`;
  return [
    check(
      min(js, 'tbt') <= min(floor, 'tbt') + GOALS.tbtOverFloor,
      `TBT min ${formats.tbt(min(js, 'tbt'))} ≤ floor's ${formats.tbt(min(floor, 'tbt'))} + ${GOALS.tbtOverFloor} ms`,
    ),
    check(
      of(js, 'score') >= of(floor, 'score') - GOALS.scoreUnderFloor,
      `score ${formats.score(of(js, 'score'))} ≥ floor's ${formats.score(of(floor, 'score'))} − ${GOALS.scoreUnderFloor}`,
    ),
    check(lcpRatio <= GOALS.lcpRatio, `LCP ${show(lcpRatio, (r) => r.toFixed(2))}× the no-JS snapshot's ≤ 1.3×`),
    check(max(js, 'cls') === 0, `CLS ${formats.cls(max(js, 'cls'))} (worst run) = 0`),
    check(
      overFloorJs <= GOALS.scriptBytesOverFloor,
      `JS in the run +${formats.scriptBytes(overFloorJs)} over the floor's ≤ +45 kB`,
    ),
  ];
}

/** One slowdown's results: a table per page, then its goals (or why there is no verdict). */
export function printResults(title, { floor, pages }) {
  console.log(`\n## ${title}\n`);
  const noisy = noisySnapshots(pages);
  for (const [page, { js, snapshot }] of pages) {
    console.log(`\n### \`${page}\` (best / median of ${js.length}, ${floor.length} and ${snapshot.length} runs)\n`);
    console.log('| | page | floor | no-JS snapshot |');
    console.log('| --- | ---: | ---: | ---: |');
    const row = (label, cells) => console.log(`| ${label} | ${cells.join(' | ')} |`);
    for (const [key, label] of [
      ['score', 'score'],
      ['tbt', 'TBT'],
      ['lcp', 'LCP'],
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
    if (noisy.length === 0)
      console.log(
        `\n${goals(js, floor, snapshot)
          .map((line) => `- ${line}`)
          .join('\n')}`,
      );
  }
  if (noisy.length > 0)
    console.log(
      `\nHost too noisy: the no-JS snapshot of ${noisy.map((page) => `\`${page}\``).join(', ')} blocked for more ` +
        `than ${NOISY_SNAPSHOT_TBT} ms (median), so these figures measure the host, not the pages. No verdict; ` +
        'wait and measure again.',
    );
}
