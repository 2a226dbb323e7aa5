// One run: a scenario on a phone, at one moment of the page's life, on the page or its no-JS twin.
import { instrument, recordsOf } from './instrument.mjs';
import { interactionsOf, inpOf, unreported } from './interactions.mjs';
import { newVisitor } from './identity.mjs';
import { visitor } from './visitor.mjs';

// Lighthouse's mobile screen (Moto G Power), as bench:lighthouse's snapshots take the pages.
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
// A step waits this long for what it needs (a field, the next page): a page at 8-13× slowdown on
// a busy host takes seconds to load.
const STEP_TIMEOUT_MS = 30_000;
// After the page has settled (loaded, hydrated, network idle), a moment of nothing, as a visitor
// who reads before touching: what the page starts after its load (third parties, prefetches) ends.
const SETTLED_IDLE_MS = 1000;
// A run that takes longer is stuck (a step waiting on something without a timeout of its own).
const RUN_TIMEOUT_MS = 240_000;
const CLOSE_TIMEOUT_MS = 15_000;

/**
 * Brings the page to the moment: `early` starts as soon as the first field shows, while scripts
 * still arrive and hydrate; `settled` once it is loaded, hydrated (the app's `<html
 * data-hydrated>`; the twin has none), the network idle and a second has passed.
 */
async function arrive(page, url, { moment, side, firstField }) {
  if (moment === 'early') {
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator(firstField).first().waitFor({ state: 'visible' });
    return;
  }
  await page.goto(url, { waitUntil: 'load' });
  if (side === 'page') await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLED_IDLE_MS);
}

/**
 * Runs `scenario` in a context of its own (no cache, cookies or storage carried over) with the CPU
 * slowed down by DevTools. Resolves with the run's interactions and INP, or with why it failed: a
 * scenario that cannot finish (a field not found) is that run's failure, not the benchmark's.
 */
export async function runScenario(browser, { scenario, moment, side, base, mockUrl, slowdown }) {
  const started = Date.now();
  let context;
  const measured = async () => {
    context = await browser.newContext(PHONE);
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    await instrument(context);
    const page = await context.newPage();
    // Per page, before its first document: DevTools keeps the rate for the page's later documents.
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    const who = newVisitor(mockUrl);
    await arrive(page, new URL(await scenario.path(who), base).href, { moment, side, firstField: scenario.firstField });
    await scenario.steps(visitor(page), who);
    const documents = await recordsOf(page);
    const all = interactionsOf(documents);
    // A tap that left the page unmeasured is left out; a run with nothing else measured no tap.
    const interactions = all.filter((interaction) => !unreported(interaction, all, documents));
    if (!interactions.length && all.length)
      throw new Error(`the tap on ${all.at(-1).target} left the page before its click was reported`);
    return { ok: true, inp: inpOf(documents, interactions), interactions, documents };
  };
  let timer;
  const stuck = new Promise((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`stuck: not done within ${RUN_TIMEOUT_MS / 1000} s`)), RUN_TIMEOUT_MS);
  });
  try {
    return { ...(await Promise.race([measured(), stuck])), seconds: (Date.now() - started) / 1000 };
  } catch (error) {
    return { ok: false, seconds: (Date.now() - started) / 1000, error: error.message.split('\n')[0] };
  } finally {
    clearTimeout(timer);
    // Also ends what a stuck run still waits for. Bounded: a benchmark hung for over ten minutes in
    // the language switch's early run (2026-11-28) without its run time-out's failure ever being
    // printed, so past that time-out only this close could still wait (the cause was not found).
    await Promise.race([context?.close(), new Promise((resolve) => setTimeout(resolve, CLOSE_TIMEOUT_MS))]);
  }
}
