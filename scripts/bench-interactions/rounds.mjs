// The measuring runs, in interleaved rounds: every scenario at every moment on the page and its
// no-JS twin side by side, then one Lighthouse run of the floor, so a busy spell on the host hits
// both sides and the yardstick of the noise rule alike.
import { chromium } from 'playwright-core';
import { measuringChromiumFlags, systemChromium } from '../../apps/web/e2e/chromium.ts';
import { measureAgainIfTheTraceIsLost } from '../bench-lighthouse/lighthouse-runs.mjs';
import { runScenario } from './run.mjs';

const ms = (value) => `${Math.round(value)} ms`;

function describe(result) {
  if (!result.ok) return `FAILED after ${result.seconds.toFixed(0)} s: ${result.error}`;
  const worst = result.interactions.reduce((a, b) => (b.duration > a.duration ? b : a), { duration: 0 });
  const documents = result.documents.length > 1 ? `, ${result.documents.length} documents` : '';
  return (
    `INP ${ms(result.inp)} (${result.interactions.length} interactions of 16 ms or more${documents}; ` +
    `worst ${worst.events ?? '–'} on ${worst.target ?? '–'}), ${result.seconds.toFixed(0)} s`
  );
}

/**
 * Runs `runs` rounds; resolves with every run (scenario, moment, side, round and what runScenario
 * gave) and the floor's Lighthouse runs. Each round has a browser of its own; the page and its
 * twin take turns going first, so neither always meets the host right after the other.
 */
export async function measureRounds({ runs, scenarios, moments, sides, slowdown, mockUrl, floorUrl }) {
  const results = [];
  const floor = [];
  const width = Math.max(...scenarios.map(({ name }) => name.length));
  for (let round = 1; round <= runs; round++) {
    const browser = await chromium.launch({ executablePath: systemChromium, args: measuringChromiumFlags });
    try {
      for (const scenario of scenarios)
        for (const moment of moments)
          for (const { side, base } of round % 2 ? sides : sides.toReversed()) {
            process.stdout.write(
              `round ${round}/${runs} ${scenario.name.padEnd(width)} ${moment.padEnd(7)} ${side.padEnd(5)} … `,
            );
            const result = await runScenario(browser, { scenario, moment, side, base, mockUrl, slowdown });
            console.log(describe(result));
            results.push({ round, scenario: scenario.name, moment, side, ...result });
          }
    } finally {
      await browser.close();
    }
    const line = `round ${round}/${runs} the floor in Lighthouse (the noise rule's yardstick) … `;
    const lighthouse = await measureAgainIfTheTraceIsLost(line, floorUrl, slowdown, 'simulate');
    if (lighthouse) floor.push(lighthouse);
  }
  return { results, floor };
}
