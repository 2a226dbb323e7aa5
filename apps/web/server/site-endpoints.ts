import type { Release } from '../build/release';
import express, { type Router } from 'express';
import { langCookie } from '../src/lib/startup/lang-cookie';
import { languageSwitchPath, languageSwitchUrl } from '../src/lib/startup/language-switch';
import { isLocale } from '@acq/locales';
import type { RuntimeDefaults } from './runtime-defaults';
import { sendStaticNotFound } from './static-not-found';

export interface Health {
  /** The build's version and commit (build/release.ts). */
  release: Release;
  /** True once the server is stopping: the health check then answers 503, and the load balancer stops sending. */
  shuttingDown: () => boolean;
}

/**
 * The server's own endpoints beside the pages: the health check, the runtime settings, the static
 * 404 page and the language selection for browsers without scripts.
 */
export function siteEndpoints({ defaults, health }: { defaults: RuntimeDefaults; health: Health }): Router {
  const router = express.Router();
  router.get('/healthz', (_request, response) => {
    const { release, shuttingDown } = health;
    const status = shuttingDown() ? 'shutting-down' : 'ok';
    response
      .status(status === 'ok' ? 200 : 503)
      .set('cache-control', 'no-store')
      .json({ status, ...release, uptime: Math.round(process.uptime()) });
  });
  router.get('/acquisition/defaults.json', (_request, response) => {
    response.set('cache-control', 'no-store').json(defaults);
  });
  router.get('/acquisition/error/404', sendStaticNotFound);
  // The language selection without scripts: the choice is kept in the cookie, the page shown again in it.
  router.get(languageSwitchPath, async (request, response) => {
    const base = 'http://site.invalid';
    const from = URL.parse(typeof request.query.from === 'string' ? request.query.from : '/', base) ?? new URL(base);
    const target = typeof request.query.lang === 'string' && isLocale(request.query.lang) ? request.query.lang : null;
    // A path on this site: `//host` would be another site's address.
    if (!target) return response.redirect(303, `/${from.pathname.replace(/^\/+/, '')}${from.search}`);
    const cookie = await langCookie.serialize(target, { secure: request.secure });
    response.append('Set-Cookie', cookie).set('cache-control', 'no-store');
    response.redirect(303, languageSwitchUrl({ pathname: from.pathname, search: from.search, hash: '' }, target));
  });
  return router;
}
