/** docs/product.md §7: a backend request gives up after 30 s (the executor: lib/server/backend-call.server.ts). */
export const requestTimeoutMs = 30_000;

/** The error a timed-out request surfaces with (docs/product.md §8). */
export class RequestTimeoutError extends Error {
  override readonly name = 'RequestTimeoutError';
  constructor() {
    super('Timeout exceeded');
  }
}
