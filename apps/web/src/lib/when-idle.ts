// docs/product.md §9: idle-time work waits at most 50 ms.
const idleTimeoutMs = 50;

/** Runs work when the browser is idle, at the latest after 50 ms; returns a cancel function. */
export function whenIdle(work: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(work, { timeout: idleTimeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, idleTimeoutMs);
  return () => clearTimeout(handle);
}

/**
 * Settles in a task of its own: work started after it does not lengthen the task that is running
 * (hydration's effects, a long task on a phone already).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));

/**
 * Runs work in a task after the next frame, the one that shows what the visitor just did: work a
 * tap starts is then not part of the tap's interaction (its time until the next paint).
 */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work));
}
