import { createContext, type RouterContext, type RouterContextProvider } from 'react-router';
import type { MessagesModules } from '@/lib/page-messages';
import type { RuntimeSettings } from '@/lib/runtime-settings';

/** How a backend request ended: answered (`ok`, whatever its GraphQL errors), an HTTP error status, no answer. */
export type BackendOutcome = 'ok' | 'http' | 'network' | 'timeout';

/** What the router's server code measures (`server/metrics.ts`). */
export interface ServerMetrics {
  backendAnswered(operation: string, seconds: number, outcome: BackendOutcome): void;
}

/** What the web server knows of a request beyond the request itself (`server/app.ts`). */
export interface RequestFacts {
  settings: RuntimeSettings;
  /** The request's correlation id, carried by the backend requests it causes. */
  correlationId: string;
  /** The visitor's address chain (X-Forwarded-For), so the backend can tell the country. */
  forwardedFor: string;
  /** Development only: the nonce of this response's scripts and styles (Vite adds styles of its own). */
  nonce?: string;
  /** The Content-Security-Policy of a document: it allows the inline scripts and styles of this HTML. */
  contentSecurityPolicy: (html: string) => string;
  /**
   * The anonymous id the caching edge gave a visitor without cookies, whose page it keeps and
   * serves to others with the same decisions (src/app/shared-pages.server.ts): the page then sets no
   * cookie and carries no id of a visitor. Null for every other request.
   */
  sharedVisitor: string | null;
  /** Each language's messages module in the client build, which a page preloads. */
  messagesModules?: MessagesModules;
  /** Where the measurements go (none in component tests). */
  metrics?: ServerMetrics;
  /** How the server reaches the backend (component tests: the mock backend in their process). */
  fetch?: typeof fetch;
}

// One context for the web server and the router's build. Under `pnpm dev` they are two copies of
// this module (the server's own, and the one Vite loads with the app), so the context lives on
// the global object under a registered symbol, which both copies find.
const sharedKey = Symbol.for('acq.requestFactsContext');
const shared = globalThis as { [sharedKey]?: RouterContext<RequestFacts> };
export const requestFactsContext = (shared[sharedKey] ??= createContext<RequestFacts>());

/** The router context the web server hands every request's loaders and actions. */
export type RequestContext = Readonly<RouterContextProvider>;

export function requestFacts(context: RequestContext): RequestFacts {
  return context.get(requestFactsContext);
}
