import { delay } from './processes';

/** How long a visitor's expectation may take to come true: a full page load on a busy 2-core host. */
export const expectationTimeoutMs = 15_000;

/** A journey's step that did not come true, with what the page showed instead. */
export class JourneyError extends Error {}

/**
 * Asks `probe` again until `satisfied` holds of its answer, then returns it; after the time-out
 * fails with `describe(last answer)`. A probe that throws (a page between two documents) is
 * asked again, its error kept for the message.
 */
export async function until<Value>(
  probe: () => Promise<Value>,
  satisfied: (value: Value) => boolean,
  describe: (last: Value | undefined, error?: unknown) => string,
  timeoutMs = expectationTimeoutMs,
): Promise<Value> {
  const deadline = Date.now() + timeoutMs;
  let last: Value | undefined;
  let lastError: unknown;
  for (;;) {
    try {
      last = await probe();
      lastError = undefined;
      if (satisfied(last)) return last;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) throw new JourneyError(describe(last, lastError));
    await delay(100);
  }
}
