import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client';

/** What went wrong with a request, as far as the visitor is concerned. */
export type RequestFailure = 'network' | 'generic';

/**
 * A request that never got an answer is a network problem the visitor can fix or retry;
 * an answer that is an error (GraphQL errors, a 5xx, an unreadable body) is the backend's.
 */
export function classifyRequestError(error: unknown): RequestFailure {
  if (CombinedGraphQLErrors.is(error) || ServerError.is(error) || ServerParseError.is(error)) return 'generic';
  return 'network';
}
