const interactions = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/**
 * Runs work at the visitor's first interaction with the page (a pointer, a key, a scroll), not
 * with the page's load; returns a cancel function.
 */
export function atFirstInteraction(work: () => void): () => void {
  const controller = new AbortController();
  const once = () => {
    controller.abort();
    work();
  };
  for (const type of interactions) {
    window.addEventListener(type, once, { passive: true, capture: true, signal: controller.signal });
  }
  return () => controller.abort();
}
