/** SPEC.md §7: a GraphQL request gives up after 30 s. */
export const requestTimeoutMs = 30_000;

/** The error a timed-out request surfaces with (SPEC.md §8). */
export class RequestTimeoutError extends Error {
  override readonly name = 'RequestTimeoutError';
  constructor() {
    super('Timeout exceeded');
  }
}

/** A fetch that aborts after `timeoutMs` and then rejects with a RequestTimeoutError. */
export function fetchWithTimeout(fetchImpl: typeof fetch, timeoutMs = requestTimeoutMs): typeof fetch {
  return async (input, init) => {
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(new RequestTimeoutError()), timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout.signal]) : timeout.signal;
    try {
      return await fetchImpl(input, { ...init, signal });
    } catch (error) {
      throw timeout.signal.aborted ? new RequestTimeoutError() : error;
    } finally {
      clearTimeout(timer);
    }
  };
}
