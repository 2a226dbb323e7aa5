// The measuring runs: every page and its snapshot in Lighthouse, each run in a fresh Chrome.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, systemChromium } from '../../apps/web/e2e/chromium.ts';
import { trackProcessGroup, untrackProcessGroup } from '../bench-servers.mjs';

/** One Lighthouse run in a fresh Chrome, so no cache or warmed-up process carries over. */
export async function runLighthouse(url, flags) {
  const chrome = await launch({
    chromePath: systemChromium,
    chromeFlags: ['--headless=new', ...chromiumFlags],
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

/** The page's figures at the given CPU slowdown. */
async function measure(url, cpuSlowdownMultiplier) {
  const lhr = await runLighthouse(url, { onlyCategories: ['performance'], throttling: { cpuSlowdownMultiplier } });
  // A guard: measuring at another slowdown than the table's heading says would go unnoticed.
  const applied = lhr.configSettings.throttling.cpuSlowdownMultiplier;
  if (applied !== cpuSlowdownMultiplier)
    throw new Error(`Lighthouse ran at ${applied}×, not ${cpuSlowdownMultiplier}×`);
  const audit = (id) => lhr.audits[id];
  const scripts = audit('network-requests').details.items.filter((item) => item.resourceType === 'Script');
  return {
    score: lhr.categories.performance.score * 100,
    lcp: audit('largest-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    // Every script of the run, hydration's and what loads after it.
    scriptBytes: scripts.reduce((sum, item) => sum + item.transferSize, 0),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/**
 * Runs every page and its snapshot at every slowdown, `runs` times. Within a round the page, its
 * snapshot and both slowdowns follow each other, so a busy spell on the machine hits them alike.
 */
export async function measureAll({ modes, pages, runs, urlBase, snapshotBase }) {
  const results = new Map(
    modes.map(({ slowdown }) => [slowdown, new Map(pages.map((page) => [page, { js: [], snapshot: [] }]))]),
  );
  for (let round = 1; round <= runs; round++) {
    for (const page of pages) {
      for (const { slowdown } of modes) {
        for (const [kind, base] of [
          ['js', urlBase],
          ['snapshot', snapshotBase],
        ]) {
          const url = new URL(page, base).href;
          process.stdout.write(`round ${round}/${runs} ${`${slowdown}×`.padEnd(5)} ${kind.padEnd(8)} ${url} … `);
          try {
            const result = await measure(url, slowdown);
            results.get(slowdown).get(page)[kind].push(result);
            console.log(`LCP ${(result.lcp / 1000).toFixed(2)} s, TBT ${Math.round(result.tbt)} ms`);
          } catch (error) {
            // One failed run (a timeout on a busy machine) should not throw away the others.
            console.log(`failed: ${error.message}`);
          }
        }
      }
    }
  }
  return results;
}
