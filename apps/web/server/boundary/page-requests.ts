import type { RequestHandler } from 'express';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { readFormBody } from './form-body';
import { pagePathOf } from '../../src/lib/data-request';
import { sendRefusal } from './refusal-page';
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
 * is a form's (form-body.ts). What passes goes on with its address and its body.
 */
export function pageRequests(build: Build): RequestHandler {
  return async (request, response, next) => {
    const url = pageUrlOf(request);
    if (!url) return sendRefusal(request, response, 400, 'badRequest');
    response.locals.pageUrl = url;
    // Every address the router serves takes GET and HEAD; only the other methods need the route
    // table matched (by React Router's public `matchRoutes`, which ranks all 209 routes each call).
    if (request.method === 'GET' || request.method === 'HEAD') return next();
    // The path as the router reads it (its URL's: a `\` is a `/` there), not as Express does.
    const allow = await allowedMethods(build, url.pathname);
    response.set('allow', allow.join(', '));
    if (request.method === 'OPTIONS') return void response.status(204).end();
    if (!allow.includes(request.method)) return sendRefusal(request, response, 405, 'methodNotAllowed');
    response.removeHeader('allow');
    if (request.method !== 'POST') return next();

    const origin = request.get('origin');
    if (origin !== undefined && URL.parse(origin)?.origin !== url.origin) {
      return sendRefusal(request, response, 403, 'crossSiteForm');
    }
    let form;
    try {
      form = await readFormBody(request);
    } catch {
      return void response.destroy(); // the visitor has gone
    }
    if ('refusal' in form) {
      response.set(form.headers ?? {});
      return sendRefusal(request, response, form.status, form.refusal);
    }
    request.body = form.body;
    next();
  };
}
