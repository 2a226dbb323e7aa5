// The results as Markdown, in bench:lighthouse's style: INP per scenario and moment, page beside
// its no-JS twin; the page's worst interaction per scenario and where its time went; the goals.
import { median } from '../bench-lighthouse/table.mjs';
import { goalsOf } from './goals.mjs';

const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '–');
const signed = (value) => (Number.isFinite(value) ? `${value < 0 ? '−' : '+'} ${ms(Math.abs(value))}` : '–');
const row = (cells) => console.log(`| ${cells.join(' | ')} |`);
const header = (cells, align) => {
  row(cells);
  row(align.split('').map((side) => (side === 'r' ? '---:' : '---')));
};

/** The runs of one scenario, moment and side: the successful ones' INPs and how many failed. */
function runsOf(results, scenario, moment, side) {
  const runs = results.filter((run) => run.scenario === scenario && run.moment === moment && run.side === side);
  const ok = runs.filter((run) => run.ok);
  return { inps: ok.map((run) => run.inp), ok, failed: runs.length - ok.length };
}

function inpTable(results, scenarios, moments) {
  console.log('\n## INP per scenario: median of the runs, and the worst run\n');
  header(
    ['scenario', 'moment', 'page', 'no-JS', 'difference', 'worst page', 'worst no-JS', 'runs (failed)'],
    'llrrrrrl',
  );
  for (const scenario of scenarios)
    for (const moment of moments) {
      const [page, twin] = ['page', 'no-JS'].map((side) => runsOf(results, scenario, moment, side));
      const failed = page.failed + twin.failed;
      row([
        scenario,
        moment,
        ms(median(page.inps)),
        ms(median(twin.inps)),
        signed(median(page.inps) - median(twin.inps)),
        ms(Math.max(...page.inps)),
        ms(Math.max(...twin.inps)),
        `${page.ok.length} + ${twin.ok.length}${failed ? ` (${failed} failed)` : ''}`,
      ]);
    }
}

function worstTable(results, scenarios) {
  console.log("\n## The page's worst interaction per scenario (all its runs)\n");
  header(
    ['scenario', 'run', 'interaction', 'duration = delay + processing + presentation', 'longest scripts in its frames'],
    'lllll',
  );
  for (const scenario of scenarios) {
    const worst = results
      .filter((run) => run.scenario === scenario && run.side === 'page' && run.ok)
      .flatMap((run) => run.interactions.map((interaction) => ({ run, interaction })))
      .reduce((a, b) => (b.interaction.duration > (a?.interaction.duration ?? -1) ? b : a), null);
    if (!worst) {
      row([scenario, '–', '–', '–', '–']);
      continue;
    }
    const { run, interaction: it } = worst;
    row([
      scenario,
      `${run.moment}, round ${run.round}`,
      `${it.events} on \`${it.target}\``,
      `${ms(it.duration)} = ${ms(it.inputDelay)} + ${ms(it.processingSpan)} (handlers ${ms(it.processingSum)}) + ` +
        ms(it.presentationDelay),
      it.scripts.map((script) => `${script.name} ${ms(script.duration)}`).join('; ') || 'none',
    ]);
  }
}

/** Everything measured, then the goals, unless the host was too noisy to judge the pages by. */
export function printTables(results, { scenarios, moments, noise }) {
  inpTable(results, scenarios, moments);
  worstTable(results, scenarios);
  const failures = results.filter((run) => !run.ok);
  if (failures.length) {
    console.log('\nFailed runs:\n');
    for (const run of failures)
      console.log(`- ${run.scenario}, ${run.moment}, ${run.side}, round ${run.round}: ${run.error}`);
  }
  if (noise) {
    console.log(
      `\nHost too noisy: ${noise}, so these figures measure the host, not the pages. No verdict; wait and ` +
        'measure again.',
    );
    return;
  }
  console.log('\n## Goals (medians; each run beside its twin of the same round)\n');
  header(['scenario', 'moment', 'median', 'every run', 'worst run'], 'lllll');
  for (const scenario of scenarios)
    for (const moment of moments) row([scenario, moment, ...goalsOf(results, scenario, moment)]);
}
