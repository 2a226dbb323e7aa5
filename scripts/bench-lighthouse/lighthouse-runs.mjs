// The measuring runs: every page, the floor and the snapshots in Lighthouse, each run in a fresh Chrome.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { measuringChromiumFlags, systemChromium } from '../../apps/web/e2e/chromium.ts';
import { trackProcessGroup, untrackProcessGroup } from '../bench-servers.mjs';

/** One Lighthouse run in a fresh Chrome, so no cache or warmed-up process carries over. */
export async function runLighthouse(url, flags) {
  const chrome = await launch({
    chromePath: systemChromium,
    chromeFlags: ['--headless=new', ...measuringChromiumFlags],
    handleSIGINT: false, // our exit handler ends Chrome and the servers together
  });
  trackProcessGroup(chrome.pid);
  try {
    // No config: Lighthouse's default is the mobile form factor with simulated throttling; flags
    // are merged into its settings, so `throttling: { cpuSlowdownMultiplier }` keeps the network
    // part of the preset.
    const { lhr } = await lighthouse(url, { port: chrome.port, logLevel: 'error', ...flags });
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    chrome.kill();
    untrackProcessGroup(chrome.pid);
  }
}

/**
 * The page's figures at the given CPU slowdown. `simulate` (Lighthouse's default) runs the page at
 * the host's full speed and multiplies every task it saw by the slowdown; `devtools` slows the
 * browser down while the page runs, so code that yields after a few milliseconds (React's
 * hydration in a transition) yields as often as on the phone instead of in 5 ms × slowdown slices.
 */
async function measure(url, cpuSlowdownMultiplier, throttlingMethod) {
  const lhr = await runLighthouse(url, {
    onlyCategories: ['performance'],
    throttlingMethod,
    throttling: { cpuSlowdownMultiplier },
  });
  // A guard: measuring at another slowdown than the table's heading says would go unnoticed.
  const applied = lhr.configSettings.throttling.cpuSlowdownMultiplier;
  if (applied !== cpuSlowdownMultiplier)
    throw new Error(`Lighthouse ran at ${applied}×, not ${cpuSlowdownMultiplier}×`);
  const audit = (id) => lhr.audits[id];
  const scripts = audit('network-requests').details.items.filter((item) => item.resourceType === 'Script');
  // The main thread's script work (evaluation, parse and compile), already multiplied by the
  // slowdown: unlike TBT it does not depend on where the host's noise cuts the tasks.
  const scriptMs = audit('mainthread-work-breakdown')
    .details.items.filter((item) => ['scriptEvaluation', 'scriptParseCompile'].includes(item.group))
    .reduce((sum, item) => sum + item.duration, 0);
  return {
    score: lhr.categories.performance.score * 100,
    scriptMs,
    lcp: audit('largest-contentful-paint').numericValue,
    // Which element it was: a page whose LCP swings between runs may be swinging between elements.
    // (Lighthouse 13 names it in its LCP breakdown insight, as a node beside the subparts' table.)
    lcpElement: audit('lcp-breakdown-insight')?.details?.items?.find((item) => item.type === 'node')?.selector ?? '?',
    tbt: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    // Every script of the run, hydration's and what loads after it.
    scriptBytes: scripts.reduce((sum, item) => sum + item.transferSize, 0),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

// Lighthouse's NO_NAVSTART means its trace of the load came back without the navigation's start
// ("Please run Lighthouse again"): a fault of the recording, not of the page, so the run is made
// again, where a run that timed out on a busy host is not (a retry would favour quiet moments). It
// cost `/` two of its five runs in one benchmark (2026-11-28).
const MAX_ATTEMPTS_WHEN_THE_TRACE_IS_LOST = 3;

/** One run, printed on its line; null when it failed (printed too). */
export async function measureAgainIfTheTraceIsLost(line, url, slowdown, throttlingMethod) {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS_WHEN_THE_TRACE_IS_LOST; attempt++) {
    process.stdout.write(line);
    try {
      const result = await measure(url, slowdown, throttlingMethod);
      console.log(`LCP ${(result.lcp / 1000).toFixed(2)} s (${result.lcpElement}), TBT ${Math.round(result.tbt)} ms`);
      return result;
    } catch (error) {
      // One failed run (a timeout on a busy machine) should not throw away the others.
      console.log(`failed: ${error.message}`);
      if (!error.message.startsWith('NO_NAVSTART')) return null;
    }
  }
  return null;
}

/**
 * Runs, `runs` rounds of them: in each round the floor once, then every page followed by its
 * snapshot, at every slowdown; a busy spell on the host hits the page, its snapshot and the floor
 * alike. Returns, per slowdown, `floor` (its runs) and `pages` (page → { js, snapshot } runs).
 */
export async function measureAll({ modes, pages, runs, urlBase, snapshotBase, floorUrl, throttlingMethod }) {
  const results = new Map(
    modes.map(({ slowdown }) => [
      slowdown,
      { floor: [], pages: new Map(pages.map((page) => [page, { js: [], snapshot: [] }])) },
    ]),
  );
  const targets = [
    { label: 'floor', url: floorUrl, into: (mode) => mode.floor },
    ...pages.flatMap((page) => [
      { label: 'page', url: new URL(page, urlBase).href, into: (mode) => mode.pages.get(page).js },
      { label: 'no-JS', url: new URL(page, snapshotBase).href, into: (mode) => mode.pages.get(page).snapshot },
    ]),
  ];
  for (let round = 1; round <= runs; round++) {
    for (const { label, url, into } of targets) {
      for (const { slowdown } of modes) {
        const line = `round ${round}/${runs} ${`${slowdown}×`.padEnd(5)} ${label.padEnd(6)} ${url} … `;
        const result = await measureAgainIfTheTraceIsLost(line, url, slowdown, throttlingMethod);
        if (result) into(results.get(slowdown)).push(result);
      }
    }
  }
  return results;
}
