import { createHash, randomUUID } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { pageDecisions } from '../src/app/page-decisions.server';
import { pageRequestOf, requestStartup } from '../src/app/request-startup.server';
import { anonymousIdCookie } from '../src/lib/experiments/anonymous-id';
import type { RequestContext } from '../src/lib/server/request-context.server';
import { edgeDecisions } from './metrics';
import { edgeCookieHeader, edgeKeyHeader, edgeVisitorHeader, isShareableRequest } from '../src/app/shared-pages.server';

export interface EdgeDecisionOptions {
  /** Whether an address is the trusted proxy's (`trust proxy`). */
  trusted: (address: string) => boolean;
  /** The router context a page request of this visitor would get. */
  loadContext: (request: Request, sharedVisitor: string) => RequestContext;
}

/**
 * `GET /edge/decision`, asked by the caching edge before it looks up a cookieless visitor's page
 * (src/app/shared-pages.server.ts): the request's headers are the visitor's, `X-Original-URI` and
 * `X-Original-Method` name the page. Answers 204 with a new anonymous id, its cookie for the edge
 * to set (Secure when the visitor came over HTTPS) and the key of the page's decisions, or without
 * them where the page is the visitor's own (never to be shared).
 */
export function edgeDecision({ trusted, loadContext }: EdgeDecisionOptions): RequestHandler {
  return async (request, response) => {
    if (!trusted(request.socket.remoteAddress ?? '')) return void response.status(404).end();
    response.set('cache-control', 'no-store').status(204);
    // An address that is none (`//[`) names no page that could be shared: the visitor's own.
    const url = URL.parse(request.get('x-original-uri') ?? '/', `${request.protocol}://${request.get('host')}`);
    const method = request.get('x-original-method') ?? 'GET';
    const shareable = url !== null && isShareableRequest({ method, cookie: request.headers.cookie, url });
    edgeDecisions.inc({ shareable: String(shareable) });
    if (!shareable || !url) return void response.end();
    const visitor = randomUUID();
    try {
      const key = await decisionKey(request, url, loadContext(request, visitor), visitor);
      const cookie = await anonymousIdCookie.serialize(visitor, { secure: request.secure });
      response.set({ [edgeKeyHeader]: key, [edgeVisitorHeader]: visitor, [edgeCookieHeader]: cookie });
    } catch (error) {
      request.log.warn({ err: error }, 'no edge decision: the page is rendered for the visitor alone');
    }
    response.end();
  };
}

/** What the page for this visitor decides beyond its address, as the root middleware and loader do. */
async function decisionKey(request: Request, url: URL, context: RequestContext, visitor: string): Promise<string> {
  // As the page's middleware reads it; the edge asks only for visitors without cookies.
  const decided = requestStartup(await pageRequestOf(url, (name) => request.get(name)));
  if (decided.redirect !== null) return keyOf({ redirect: decided.redirect });
  const page = { request: new Request(url), url, context };
  const { countryDecision, experiments } = await pageDecisions(page, decided.startup, visitor);
  const { values, autoExperiment } = experiments;
  return keyOf({ startup: decided.startup, countryDecision, values, autoExperiment });
}

const keyOf = (decisions: unknown) =>
  createHash('sha256').update(JSON.stringify(decisions)).digest('base64url').slice(0, 22);
