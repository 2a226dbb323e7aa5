import { randomBytes } from 'node:crypto';
import compression from 'compression';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import helmet from 'helmet';
import type { PageRenderRequest, PageRenderResult } from '../src/entry-server';
import { fillPageTemplate } from './page-template';
import { requestLog } from './request-log';
import type { CspSources } from './csp-sources';
import type { RuntimeDefaults } from './runtime-defaults';
import { sendStaticNotFound } from './static-not-found';

export interface WebServerOptions {
  defaults: RuntimeDefaults;
  /** The Content-Security-Policy's third-party origins (`cspSourcesFromEnv`). */
  cspSources: CspSources;
  /** The client's files: the build's (production) or Vite's middleware (development). */
  clientFiles: RequestHandler;
  /** The page template for a URL: the built index.html, or Vite's transform of the source one. */
  template: (url: string) => Promise<string>;
  renderPage: (input: PageRenderRequest) => Promise<PageRenderResult>;
  health: { version: string; shuttingDown: () => boolean };
  /** Development: Vite's client needs its websocket and inline styles. */
  connectSources?: string[];
  /** Requests that get no log line (development: Vite's module requests). */
  quietRequests?: (url: string) => boolean;
}

function webRequest(request: Request): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
  }
  return new globalThis.Request(new URL(request.originalUrl, `${request.protocol}://${request.get('host')}`), {
    headers,
  });
}

/**
 * The web server: every page rendered per request (SPEC.md's start-up rules at HTTP level:
 * language redirects, token pages, 404 status), with a strict Content-Security-Policy whose nonce
 * is new for every response, the runtime settings, a health check, and the client's files.
 * It keeps no state between requests, so any number of instances can share a load balancer.
 */
export function createWebServer(options: WebServerOptions) {
  const { defaults, cspSources } = options;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback, linklocal, uniquelocal'); // the load balancer's X-Forwarded-*
  app.use(requestLog(options.quietRequests));
  app.use((_request, response, next) => {
    response.locals.cspNonce = randomBytes(18).toString('base64');
    next();
  });
  const nonce = (_request: unknown, response: unknown) => `'nonce-${(response as Response).locals.cspNonce}'`;
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'default-src': ["'self'"],
          // Nonce'd scripts and what they load; 'self' and hosts only for browsers without 'strict-dynamic'.
          'script-src': [nonce, "'strict-dynamic'", "'self'", ...cspSources.script],
          'style-src': ["'self'", nonce],
          'img-src': ["'self'", 'data:', ...cspSources.img],
          'connect-src': ["'self'", ...cspSources.connect, ...(options.connectSources ?? [])],
          'object-src': ["'none'"],
          'base-uri': ["'none'"],
          'frame-ancestors': ["'none'"],
          'form-action': ["'self'"],
          'upgrade-insecure-requests': null, // the local set-up is plain http
        },
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: false, // set by the TLS-terminating proxy in front of real deployments
    }),
  );
  app.use(compression());

  app.get('/healthz', (_request, response) => {
    const { version, shuttingDown } = options.health;
    const status = shuttingDown() ? 'shutting-down' : 'ok';
    response
      .status(status === 'ok' ? 200 : 503)
      .set('cache-control', 'no-store')
      .json({ status, version, uptime: Math.round(process.uptime()) });
  });
  app.get('/acquisition/defaults.json', (_request, response) => {
    response.set('cache-control', 'no-store').json(defaults);
  });
  app.get('/acquisition/error/404', sendStaticNotFound);
  app.use(options.clientFiles);

  app.get(/.*/, async (request, response, next) => {
    try {
      const nonce = response.locals.cspNonce as string;
      const result = await options.renderPage({
        request: webRequest(request),
        acceptLanguages: request.acceptsLanguages(),
        settings: defaults,
        correlationId: String(request.id),
        forwardedFor: [...request.ips, request.socket.remoteAddress ?? ''].filter(Boolean).join(', '),
        nonce,
      });
      if (result.kind === 'redirect') {
        if (result.setCookies?.length) response.append('Set-Cookie', result.setCookies);
        response.set('cache-control', 'no-store').redirect(result.status, result.location);
        return;
      }
      const html = fillPageTemplate(await options.template(request.originalUrl), result, nonce);
      if (result.setCookies.length) response.append('Set-Cookie', result.setCookies);
      // Pages carry this visitor's state (session, experiments): no shared cache may keep them.
      response.status(result.status).set('cache-control', 'private, no-cache').type('html').send(html);
    } catch (error) {
      next(error);
    }
  });
  // Answer errors (a missing asset above all) with their status, without a stack trace.
  app.use((error: { status?: number }, request: Request, response: Response, _next: NextFunction) => {
    const status = error.status ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    response.status(status).end();
  });
  return app;
}
