/** docs/product.md §7: a GraphQL request gives up after 30 s. */
export const requestTimeoutMs = 30_000;

/** The error a timed-out request surfaces with (docs/product.md §8). */
export class RequestTimeoutError extends Error {
  override readonly name = 'RequestTimeoutError';
  constructor() {
    super('Timeout exceeded');
  }
}

/** A fetch that gives up after `timeoutMs` (AbortSignal.timeout) and then rejects with a RequestTimeoutError. */
export function fetchWithTimeout(fetchImpl: typeof fetch, timeoutMs = requestTimeoutMs): typeof fetch {
  return async (input, init) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    try {
      return await fetchImpl(input, { ...init, signal });
    } catch (error) {
      throw timeout.aborted ? new RequestTimeoutError() : error;
    }
  };
}
