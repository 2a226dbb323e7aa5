// The results as Markdown tables: medians of the runs.

export const median = (numbers) => {
  const sorted = numbers.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
export const of = (list, key) => median(list.map((result) => result[key]));
const show = (number, format) => (Number.isFinite(number) ? format(number) : '–');
const seconds = (ms) => show(ms / 1000, (s) => `${s.toFixed(2)} s`);
const milliseconds = (ms) => show(ms, (value) => `${Math.round(value)} ms`);

/** One table: each page beside its own no-JS snapshot, medians of the runs. */
export function printTable(title, pages) {
  console.log(`\n${title}\n`);
  console.log(
    '| page | score | TBT | LCP | no-JS score | no-JS TBT | no-JS LCP | LCP ratio | CLS | JS transferred (kB) |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const [page, { js, snapshot }] of pages) {
    const cells = [
      show(of(js, 'score'), Math.round),
      milliseconds(of(js, 'tbt')),
      seconds(of(js, 'lcp')),
      show(of(snapshot, 'score'), Math.round),
      milliseconds(of(snapshot, 'tbt')),
      seconds(of(snapshot, 'lcp')),
      show(of(js, 'lcp') / of(snapshot, 'lcp'), (ratio) => `${ratio.toFixed(1)}×`),
      show(of(js, 'cls'), (cls) => cls.toFixed(3)),
      show(of(js, 'scriptBytes') / 1024, (kB) => kB.toFixed(1)),
    ];
    console.log(`| \`${page}\` | ${cells.join(' | ')} |`);
  }
}
