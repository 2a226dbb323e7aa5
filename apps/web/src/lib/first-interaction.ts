/** What counts as the visitor doing something: a press, a key, a touch, a scroll, a focus. */
export const interactionEvents = ['pointerdown', 'keydown', 'touchstart', 'scroll', 'wheel', 'focusin'] as const;

/**
 * Runs work once, at the visitor's first interaction with the page; returns a cancel function.
 * The listeners are passive and capture on the window, so they see scrolls of any element and
 * never delay the interaction itself.
 */
export function atFirstInteraction(win: Window, work: () => void): () => void {
  let waiting = true;
  const stop = () => {
    waiting = false;
    for (const type of interactionEvents) win.removeEventListener(type, run, { capture: true });
  };
  function run() {
    if (!waiting) return;
    stop();
    work();
  }
  for (const type of interactionEvents) win.addEventListener(type, run, { capture: true, passive: true, once: true });
  return stop;
}
