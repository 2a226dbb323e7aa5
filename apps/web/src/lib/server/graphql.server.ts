import { pageUrl } from '@/lib/server/page-url';
import type { ApolloClient } from '@apollo/client';
import { createContext } from 'react-router';
import { createApolloClient } from '@/lib/apollo-client';
import { reportServerError } from '@/lib/error-reporting/server-reporter.server';
import { authTokenOf } from './auth-token-cookie.server';
import { requestFailureMessage } from '@/lib/request-errors';
import { requestTimeoutMs } from '@/lib/timeout-fetch';
import { requestFacts, type BackendOutcome, type RequestContext } from './request-context';
import { sessionIdField } from './session-id-field';

const clients = new WeakMap<RequestContext, Map<string, ApolloClient>>();

// How long the server waits for the backend: docs/product.md §7's 30 s, shorter where an
// environment asks for it (the browser tests' time-out fault).
const backendTimeoutMs = Number(process.env.ACQ_BACKEND_TIMEOUT_MS) || requestTimeoutMs;
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
 * The request's GraphQL client (one per request and session, docs/architecture.md): loaders and
 * actions run the generated operations through it on the server, with the headers of
 * docs/product.md §7.2, the admin's token from its cookie, the visitor's address for the country,
 * and every failure reported with the request's correlation id.
 */
export function requestGraphql(
  request: Request,
  context: RequestContext,
  posted?: Record<string, unknown>,
): ApolloClient {
  const sessionId = sessionIdOf(context, posted);
  let bySession = clients.get(context);
  if (!bySession) clients.set(context, (bySession = new Map()));
  const kept = bySession.get(sessionId);
  if (kept) return kept;
  const facts = requestFacts(context);
  const cookies = request.headers.get('cookie');
  const client = createApolloClient({
    uri: facts.settings.acqBackendGraphqlURL,
    sessionId,
    sourcePage: () => pageUrl(request).pathname,
    authToken: () => authTokenOf(cookies), // forwarded to the backend
    correlationId: facts.correlationId,
    ssrMode: true,
    timeoutMs: backendTimeoutMs,
    onRequestFailure: (error, operationName) =>
      reportServerError(
        facts.settings,
        `${requestFailureMessage(error, operationName)} [${facts.correlationId}]`,
        error,
      ),
    fetch: async (resource, init) => {
      const headers = new Headers(init?.headers);
      if (facts.forwardedFor) headers.set('X-Forwarded-For', facts.forwardedFor);
      const started = performance.now();
      const measure = (outcome: BackendOutcome) =>
        facts.metrics?.backendAnswered(operationOf(init?.body), (performance.now() - started) / 1000, outcome);
      try {
        const response = await (facts.fetch ?? fetch)(resource, { ...init, headers });
        measure(response.ok ? 'ok' : 'http');
        return response;
      } catch (error) {
        measure(
          (error as Error)?.name === 'TimeoutError' || (error as Error)?.name === 'AbortError' ? 'timeout' : 'network',
        );
        throw error;
      }
    },
  });
  bySession.set(sessionId, client);
  return client;
}

/** The operation name of a GraphQL request body, for the measurements. */
function operationOf(body: unknown): string {
  if (typeof body !== 'string') return 'unknown';
  try {
    const { operationName } = JSON.parse(body) as { operationName?: unknown };
    return typeof operationName === 'string' ? operationName : 'unknown';
  } catch {
    return 'unknown';
  }
}
