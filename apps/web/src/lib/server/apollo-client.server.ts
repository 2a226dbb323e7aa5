import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { cacheSizes } from '@apollo/client/utilities';
import { authorizationHeader } from '../auth-token';
import { randomUuid } from '../random-uuid';

// Relative imports only: the contract tests build their client with this module.

/** Prefix of X-Correlation-ID, so the backend's logs tell this app's requests apart. */
export const correlationIdPrefix = 'acq-web-';

export interface ApolloClientOptions {
  /** The acquisition backend's GraphQL endpoint (runtime setting acqBackendGraphqlURL). */
  uri: string;
  /** One id per page load (X-Session-ID). */
  sessionId: string;
  /** The current path (X-Source-Page), read at request time. */
  sourcePage: () => string;
  /** The stored auth token, read at request time. */
  authToken: () => string | null | Promise<string | null>;
  /** How requests reach the backend; the server's goes through its backend executor (time-out, metrics, reports). */
  fetch?: typeof fetch;
  /** The id of the page request this client serves, when the server renders (else one per request). */
  correlationId?: string;
  /** On the server: one client per page request. */
  ssrMode?: boolean;
  /**
   * Called with every failed request (network, time-out, error status, GraphQL errors) and its
   * operation's name: the app reports them (the client stays free of the reporter, for the contract tests).
   */
  onRequestFailure?: (error: unknown, operationName: string) => void;
}

/**
 * docs/product.md §9: the result cache holds at most 5000 results. In Apollo Client 4 that is the
 * `inMemoryCache.executeSelectionSet` cache size (3.x called it `resultCacheMaxSize`); its default is
 * 50000. The size is read when a cache is created, so it is set before any is.
 */
export const resultCacheMaxSize = 5000;
cacheSizes['inMemoryCache.executeSelectionSet'] = resultCacheMaxSize;

/** The request headers of docs/product.md §7.2: a new correlation id per request, the session, page and auth. */
export async function requestHeaders(
  options: Pick<ApolloClientOptions, 'sessionId' | 'sourcePage' | 'authToken' | 'correlationId'>,
) {
  const authorization = authorizationHeader(await options.authToken());
  return {
    'X-Correlation-ID': options.correlationId ?? `${correlationIdPrefix}${randomUuid()}`,
    'X-Session-ID': options.sessionId,
    'X-Source-Page': options.sourcePage(),
    ...(authorization ? { Authorization: authorization } : {}),
  };
}

/** The one GraphQL client of the app; the contract tests build theirs with this function too. */
export function createApolloClient(options: ApolloClientOptions) {
  const headersLink = new SetContextLink(async ({ headers }) => ({
    headers: { ...headers, ...(await requestHeaders(options)) },
  }));
  const httpLink = new HttpLink({
    uri: options.uri,
    fetch: options.fetch,
  });
  const errorLink = new ErrorLink(({ error, operation }) => {
    options.onRequestFailure?.(error, operation.operationName ?? 'anonymous operation');
  });
  const link = ApolloLink.from([errorLink, headersLink, httpLink]);
  const cache = new InMemoryCache();
  return new ApolloClient({
    link,
    cache,
    ssrMode: options.ssrMode,
  });
}
