import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client';

/** docs/product.md §7: a backend request gives up after 30 s (the executor: lib/server/backend-call.server.ts). */
export const requestTimeoutMs = 30_000;

/** The error a timed-out request surfaces with (docs/product.md §8). */
export class RequestTimeoutError extends Error {
  override readonly name = 'RequestTimeoutError';
  constructor() {
    super('Timeout exceeded');
  }
}

/** What went wrong with a request: the typed errors of docs/architecture.md. */
export type RequestFailure = 'network' | 'timeout' | 'graphql' | 'server';

export function classifyRequestError(error: unknown): RequestFailure {
  if (error instanceof RequestTimeoutError) return 'timeout';
  if (CombinedGraphQLErrors.is(error)) return 'graphql';
  if (ServerError.is(error) || ServerParseError.is(error)) return 'server';
  return 'network';
}

/**
 * Which of docs/product.md §8's messages the visitor sees: a request that got no answer (network, time-out)
 * can be retried; an error answer is the generic technical issue.
 */
export function visitorMessageFor(error: unknown): 'network' | 'generic' {
  const failure = classifyRequestError(error);
  return failure === 'network' || failure === 'timeout' ? 'network' : 'generic';
}

/**
 * The message a failed request is logged and reported with: its kind and operation, and for a
 * time-out docs/product.md §8's "Timeout exceeded" (the error's own message). Variables are never part of
 * it: they hold what the visitor typed.
 */
export function requestFailureMessage(error: unknown, operationName: string): string {
  return `GraphQL request failed (${classifyRequestError(error)}): ${operationName}`;
}
