import type { ApolloClient } from '@apollo/client';
import { createContext } from 'react-router';
import { createApolloClient } from '@/lib/server/apollo-client.server';
import { authTokenOf } from './auth-token-cookie.server';
import { requestFailureMessage } from '@/lib/server/request-errors.server';
import { dealtWithByBackend, requestBackend } from './backend-call.server';
import { requestFacts, type RequestContext } from './request-context.server';
import type { RouteArgs } from './route-args.server';
import { sessionIdField } from '../session-id-field';

const clients = new WeakMap<RequestContext, Map<string, ApolloClient>>();
const pageSessionContext = createContext<string | null>(null);

/**
 * The X-Session-ID of a request: a submitted form's values carry its page load's (the page data's
 * `sessionId`, rendered into every form); a page request starts a new page load.
 */
export function sessionIdOf(context: RequestContext, posted?: Record<string, unknown>): string {
  const value = posted?.[sessionIdField];
  if (typeof value === 'string' && /^[\w-]{8,64}$/.test(value)) return value;
  let id = context.get(pageSessionContext);
  if (!id) context.set(pageSessionContext, (id = crypto.randomUUID()));
  return id;
}

/**
 * The request's GraphQL client (one per request and session,
 * docs/decisions/0011-server-rendering-one-data-path.md): loaders and actions run the generated
 * operations through it on the server, with the headers of
 * docs/product.md §7.2, the admin's token from its cookie, the visitor's address for the country,
 * and every call through the request's backend executor (backend-call.server.ts).
 */
export function requestGraphql({ request, url, context }: RouteArgs, posted?: Record<string, unknown>): ApolloClient {
  const sessionId = sessionIdOf(context, posted);
  let bySession = clients.get(context);
  if (!bySession) clients.set(context, (bySession = new Map()));
  const kept = bySession.get(sessionId);
  if (kept) return kept;
  const facts = requestFacts(context);
  const backend = requestBackend(context, request.signal);
  const cookies = request.headers.get('cookie');
  const client = createApolloClient({
    uri: facts.settings.acqBackendGraphqlURL,
    sessionId,
    sourcePage: () => url.pathname,
    authToken: () => authTokenOf(cookies), // forwarded to the backend
    correlationId: facts.correlationId,
    ssrMode: true,
    // The executor has reported what the backend did not answer; what is wrong in an answer
    // (GraphQL errors, a body that is no GraphQL answer) only the client sees.
    onRequestFailure: (error, operationName) => {
      if (!dealtWithByBackend(error)) backend.report(requestFailureMessage(error, operationName), error);
    },
    fetch: (resource, init) => {
      const { timeoutMs, ...options }: OperationFetchOptions = init ?? {};
      const headers = new Headers(options.headers);
      if (facts.forwardedFor) headers.set('X-Forwarded-For', facts.forwardedFor);
      return backend.fetch({ name: operationOf(options.body), timeoutMs }, resource, { ...options, headers });
    },
  });
  bySession.set(sessionId, client);
  return client;
}

/** Apollo hands an operation's `fetchOptions` to the fetch: one of them can carry its own time-out. */
type OperationFetchOptions = RequestInit & { timeoutMs?: number };

/**
 * The operation context of a query that must not wait for the backend's default time-out (the
 * country, docs/product.md §4): the executor gives up on it after `timeoutMs`.
 */
export function withTimeout(timeoutMs: number): { fetchOptions: OperationFetchOptions } {
  return { fetchOptions: { timeoutMs } };
}

/** The operation name of a GraphQL request body, for the measurements and the reports. */
function operationOf(body: unknown): string {
  if (typeof body !== 'string') return 'unknown';
  try {
    const { operationName } = JSON.parse(body) as { operationName?: unknown };
    return typeof operationName === 'string' ? operationName : 'unknown';
  } catch {
    return 'unknown';
  }
}
