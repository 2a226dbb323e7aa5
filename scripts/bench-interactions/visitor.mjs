// A visitor's hands on a phone: taps and keystrokes as a person makes them, each one an
// interaction that the browser's Event Timing sees (Playwright's touch and key input go through
// the browser's input pipeline, as a real tap or key does).

// Each key is held this long (Playwright's delay is between a key's down and up) and the next one
// goes once the browser has taken the last: at most about ten keys a second, a person typing on a
// phone. A person does not wait for the page, though: where it is slow, their keys queue behind
// it, and these do not, so a slow page's input delays while typing are if anything understated.
const KEY_DELAY_MS = 100;
// The moment between finding a field and touching it: a person does not tap within a frame of the
// page scrolling, and the page gets to draw the scrolled view first.
const LOOK_MS = 300;

export function visitor(page) {
  const find = (selector) => page.locator(selector).first();
  // A phone keeps the focused field above its keyboard, in the middle of what is left of the
  // screen. It matters for the figures too: headless Chromium draws no frame for a keystroke in a
  // field at the viewport's very edge, and that key's Event Timing entry waits for a later frame
  // (0.4-1.3 s that no phone would show).
  const bringIntoView = async (target) => {
    await target.waitFor({ state: 'visible' });
    await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.waitForTimeout(LOOK_MS);
  };
  const tap = async (selector, options) => {
    const target = find(selector);
    await bringIntoView(target);
    await target.tap(options);
  };
  return {
    tap,
    /** Taps the field, then types into it key by key. */
    async type(selector, text) {
      await tap(selector);
      await find(selector).pressSequentially(text, { delay: KEY_DELAY_MS });
    },
    /**
     * Takes the next option of a select: a tap on its label focuses it, ArrowDown chooses (a key
     * interaction, with the select's change). A tap on the select itself would open headless
     * Chromium's own option list, drawn in the page's renderer (a click of 250-600 ms at 8×, the
     * page's and its no-JS twin's alike), where a phone shows its native picker.
     */
    async chooseNext(labelSelector) {
      await tap(labelSelector);
      await page.waitForTimeout(LOOK_MS);
      await page.keyboard.press('ArrowDown');
    },
    /** Waits until the page (or the next one) shows `selector`. */
    shows: (selector) => find(selector).waitFor({ state: 'visible' }),
    /** Waits until the address's path is `path` (a string, or a test of the path). */
    arrivesAt: (path, options) =>
      page.waitForURL((url) => (typeof path === 'string' ? url.pathname === path : path(url.pathname)), options),
    /** Whether `selector` is shown now, without waiting. */
    showsNow: (selector) => find(selector).isVisible(),
  };
}
