import { existsSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { connectOrigins, scriptOrigins, type RuntimeDefaults } from './runtime-defaults';

/**
 * The production server: the built SPA with security headers, compression, long caching for
 * hashed assets, no caching for HTML, the runtime settings and an SPA fallback.
 */
export function createProductionApp({ distDir, defaults }: { distDir: string; defaults: RuntimeDefaults }) {
  const indexHtml = path.join(distDir, 'index.html');
  if (!existsSync(indexHtml)) throw new Error(`No build in ${distDir}: run \`pnpm build\` first.`);

  const app = express();
  app.disable('x-powered-by');
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'", ...scriptOrigins(defaults)],
          'style-src': ["'self'"],
          'img-src': ["'self'", 'data:'],
          'connect-src': ["'self'", ...connectOrigins(defaults)],
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

  app.get('/acquisition/defaults.json', (_request, response) => {
    response.set('cache-control', 'no-store').json(defaults);
  });

  // The last resort when even the app's own 404 page cannot load (SPEC.md §2).
  app.get('/acquisition/error/404', (_request, response) => {
    response.status(404).set('cache-control', 'no-cache').sendFile(path.join(distDir, 'acquisition/error/404.html'));
  });

  app.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), {
      immutable: true,
      maxAge: '1y',
      fallthrough: false, // a missing hashed asset is a 404, never the HTML page
    }),
  );
  app.use(
    express.static(distDir, { index: false, setHeaders: (response) => response.set('cache-control', 'no-cache') }),
  );

  // Client-side routes: every other GET gets the app, which renders its own 404 page.
  app.get(/.*/, (_request, response) => {
    response.set('cache-control', 'no-cache').sendFile(indexHtml);
  });
  // Answer errors (a missing asset above all) with their status, without a stack trace.
  app.use((error: { status?: number }, _request: Request, response: Response, _next: NextFunction) => {
    response.status(error.status ?? 500).end();
  });
  return app;
}
