import type { RequestHandler } from 'express';
import createError from 'http-errors';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { readFormBody } from './form-body';
import { pagePathOf } from '../../src/lib/data-request';
import { pageUrlOf } from './router-handoff';

/** React Router's endpoint for the routes of pages the browser has not met (react-router.config.ts). */
export const routeManifestPath = '/__manifest';

type Build = ServerBuild | (() => Promise<ServerBuild>);

// The build's routes as the router matches them, made once per build (development: per change).
const routeTrees = new WeakMap<ServerBuild, RouteObject[]>();
function routeTreeOf(build: ServerBuild): RouteObject[] {
  const known = routeTrees.get(build);
  if (known) return known;
  const routes = Object.values(build.routes).filter((route) => route !== undefined);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    routes
      .filter((route) => route.parentId === parentId)
      .map(
        ({ id, path, index, caseSensitive }) =>
          ({ id, path, index, caseSensitive, children: childrenOf(id) }) as RouteObject,
      );
  const tree = childrenOf(undefined);
  routeTrees.set(build, tree);
  return tree;
}

/**
 * The methods a page's address takes: every page GET and HEAD (and OPTIONS, answered here), a
 * page whose route has an action also POST, its form's post (a data request `<path>.data` the same
 * as its page). React Router would call an action for PUT, PATCH and DELETE too, and answer
 * methods it does not know with a 500.
 */
export async function allowedMethods(build: Build, pathname: string): Promise<string[]> {
  const reads = ['GET', 'HEAD', 'OPTIONS'];
  if (pathname === routeManifestPath) return reads;
  const server = typeof build === 'function' ? await build() : build;
  const matches = matchRoutes(routeTreeOf(server), pagePathOf(pathname));
  const page = matches?.at(-1)?.route.id;
  return page && server.routes[page]?.module.action ? [...reads, 'POST'] : reads;
}

/**
 * The boundary's checks of a request for the router (a page, its data, the routes manifest): an
 * address that can be a page's, a method the page takes (405 with Allow), and for a post, that it
 * comes from a page of this site (403, as React Router's own check, which answers a bare 400) and
 * is a form's (form-body.ts). What passes goes on with its address and its body; what does not is
 * an http-errors error, which Express hands to the refusal pages (refusal-page.ts).
 */
export function pageRequests(build: Build): RequestHandler {
  return async (request, response, next) => {
    const url = pageUrlOf(request);
    if (!url) throw createError(400);
    response.locals.pageUrl = url;
    // Every address the router serves takes GET and HEAD; only the other methods need the route
    // table matched (by React Router's public `matchRoutes`, which ranks all 209 routes each call).
    if (request.method === 'GET' || request.method === 'HEAD') return next();
    // The path as the router reads it (its URL's: a `\` is a `/` there), not as Express does.
    const allow = await allowedMethods(build, url.pathname);
    response.set('allow', allow.join(', '));
    if (request.method === 'OPTIONS') return void response.status(204).end();
    if (!allow.includes(request.method)) throw createError(405);
    response.removeHeader('allow');
    if (request.method !== 'POST') return next();

    const origin = request.get('origin');
    if (origin !== undefined && URL.parse(origin)?.origin !== url.origin) {
      throw createError(403, { refusal: 'crossSiteForm' });
    }
    request.body = await readFormBody(request);
    next();
  };
}
