import { existsSync } from 'node:fs';

// Debian's Chromium, as the browser tests and the Lighthouse benchmark start it (Playwright's own
// browser download does not work here). Plain TypeScript that Node runs as it is, so the
// benchmark script imports it too.
export const systemChromium = '/usr/bin/chromium';

/**
 * The browser of the browser tests: Debian's `chromium-headless-shell`, the same Chromium build
 * in the headless mode Playwright itself runs headless tests in (no GPU process, no browser UI),
 * where it is installed: the suite took a quarter less CPU and time with it. Otherwise Debian's
 * `chromium`; Playwright's own browser only where neither is there. `E2E_CHROMIUM=<path>` runs
 * them in another. Lighthouse keeps `chromium`: its figures are a full browser's.
 */
export const testChromium =
  process.env.E2E_CHROMIUM || ['/usr/bin/chromium-headless-shell', systemChromium].find((path) => existsSync(path));

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The benchmarks' browser runs V8 as a phone does, with no inspector attached. Under DevTools
 * (which Playwright and Lighthouse drive) V8 records a detailed stack for every `Error`; React makes
 * five as it loads, and V8 parses the whole every-page chunk again for their source positions: a
 * module task of 235-283 ms at 13.6×, ≤ 57 ms on a browser without DevTools or with this flag
 * (decision 36). The flag collects source positions as a function compiles instead, a little work
 * a phone skips, so the figures lean to the slow side if at all.
 */
export const measuringChromiumFlags = [...chromiumFlags, '--js-flags=--no-enable-lazy-source-positions'];
