import { randomBytes } from 'node:crypto';
import compression from 'compression';
import express, { type Request, type RequestHandler } from 'express';
import { RouterContextProvider, type ServerBuild } from 'react-router';
import { requestFactsContext } from '../src/lib/server/request-context.server';
import { requestLimits } from './boundary/limits';
import { pageRequests, routeManifestPath } from './boundary/page-requests';
import { refusalPages } from './boundary/refusal-page';
import { routerHandoff } from './boundary/router-handoff';
import { contentSecurityPolicy, documentPolicy, type CspSources } from './content-security-policy';
import { cspReports } from './csp-reports';
import { edgeDecision } from './edge-decision';
import { edgeDecisionPath, sharedVisitorOf } from '../src/app/shared-pages.server';
import { metricsEndpoint, pageRenders, serverMetrics, timeRequests } from './metrics';
import { logger, requestLog } from './request-log';
import { vitalsEndpoint } from './vitals';
import type { MessagesModules } from '../src/lib/page-messages';
import type { RuntimeDefaults } from './runtime-defaults';
import { documentHeaders, fileHeaders } from './security-headers';
import { siteEndpoints, type Health } from './site-endpoints';

export interface WebServerOptions {
  defaults: RuntimeDefaults;
  /** The Content-Security-Policy's third-party origins (`cspSourcesFromEnv`). */
  cspSources: CspSources;
  /** The client's files: the build's (production) or Vite's middleware (development). */
  clientFiles: RequestHandler;
  /** The router's server build (development: loaded from the source for every request). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  health: Health;
  /** Each language's messages module in the client build, for the page to preload (none in development). */
  messagesModules?: MessagesModules;
  /** Development: Vite's client needs its websocket. */
  connectSources?: string[];
  /** Development: a nonce per response besides the hashes, for the styles Vite adds. */
  nonces?: boolean;
  /** The bearer token `GET /metrics` asks for (`METRICS_TOKEN`); without one it does not exist. */
  metricsToken?: string;
  /** Requests that get no log line (development: Vite's module requests). */
  quietRequests?: (url: string) => boolean;
}

/**
 * The web server: every page rendered per request (docs/product.md's start-up rules at HTTP level:
 * language redirects, token pages, 404 status), with a strict Content-Security-Policy that allows
 * each page's inline scripts by their hashes, the runtime settings, a health check, the client's
 * files, and the decisions a caching edge asks for before it serves a shared page
 * (src/app/shared-pages.server.ts). It keeps no state between requests, so any number of
 * instances can share a load balancer.
 */
export function createWebServer(options: WebServerOptions) {
  const { defaults, cspSources } = options;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback, linklocal, uniquelocal'); // the load balancer's X-Forwarded-*
  app.use(requestLog(options.quietRequests), timeRequests);
  // The boundary's first checks, before anything reads the request (boundary/limits.ts).
  app.use(requestLimits);
  app.use(compression());
  // The client's files (scripts, styles, fonts, images) come first, with the two headers that
  // matter for a file a page loads (security-headers.ts).
  app.use(fileHeaders, options.clientFiles);

  // Every response has the policy; a page's own allows its inline scripts (its catch-all below).
  const policy = contentSecurityPolicy({ cspSources, connectSources: options.connectSources });
  app.use(...documentHeaders(policy({ scripts: [], styles: [] })));
  app.use(cspReports(logger), vitalsEndpoint(logger));
  app.get('/metrics', metricsEndpoint(options.metricsToken));
  app.use(siteEndpoints({ defaults, health: options.health }));

  const trusted = (address: string) =>
    (app.get('trust proxy fn') as (address: string, hop: number) => boolean)(address, 0);
  const loadContext = (request: Request, sharedVisitor: string | null) => {
    const nonce = options.nonces ? randomBytes(18).toString('base64') : undefined;
    return new RouterContextProvider(
      new Map([
        [
          requestFactsContext,
          {
            settings: defaults,
            correlationId: String(request.id),
            forwardedFor: [...request.ips, request.socket.remoteAddress ?? ''].filter(Boolean).join(', '),
            nonce,
            contentSecurityPolicy: documentPolicy(policy, nonce),
            sharedVisitor,
            metrics: serverMetrics,
            messagesModules: options.messagesModules ?? {},
          },
        ],
      ]),
    );
  };
  app.get(edgeDecisionPath, edgeDecision({ trusted, loadContext }));

  const pages = routerHandoff({
    build: options.build,
    getLoadContext: (request, response) => loadContext(request, response.locals.sharedVisitor as string | null),
  });
  // A page is the visitor's own unless the caching edge asked for one it may share
  // (src/app/shared-pages.server.ts).
  // The routes the browser asks for on the way (lazy route discovery) are no page: the router
  // answers them cacheable for good, their address naming the build. What reaches the router has
  // passed the boundary: a method its route takes, a form post it can read (boundary/page-requests.ts).
  app.all(/.*/, pageRequests(options.build), (request, response, next) => {
    response.locals.sharedVisitor = sharedVisitorOf(request, trusted);
    const routes = request.path === routeManifestPath;
    if (request.method === 'GET' && !routes && !request.path.endsWith('.data'))
      pageRenders.inc({ shared: String(!!response.locals.sharedVisitor) });
    if (!response.locals.sharedVisitor && !routes) response.set('cache-control', 'private, no-cache');
    response.removeHeader('Content-Security-Policy'); // a document has its own (entry.server.tsx)
    return pages(request, response, next);
  });
  // Errors answered with their status and headers, without a stack trace: a missing asset with
  // nothing (never a page), a refused request (the boundary's, a beacon's body that is too long or
  // no JSON) with its page.
  app.use(refusalPages);
  return app;
}
