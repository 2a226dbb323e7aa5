import { createContext, redirect, type MiddlewareFunction } from 'react-router';
import { anonymousIdCookie, anonymousIdFromCookies } from '@/lib/experiments/anonymous-id';
import { overHttps } from '@/lib/plain-cookie';
import { requestFacts } from '@/lib/server/request-context.server';
import { blockedVisitHeader } from '@/lib/startup/blocked-visit';
import { localeCookie } from '@/lib/startup/lang-cookie';
import { pageRequestOf, requestStartup } from './request-startup.server';
import { sharedPageCaching } from './shared-pages.server';
import type { StartupState } from './startup';

export interface RequestStartupFacts {
  startup: StartupState;
  /** The visitor's anonymous id for experiments: the cookie's, or new with this response. */
  anonymousId: string;
}

export const requestStartupContext = createContext<RequestStartupFacts>();

/**
 * The start-up rules a server can decide from the request (docs/product.md §2, §4): the acqParams
 * bundle and the language as redirects before any loader runs; the anonymous id and the locale
 * cookie set with the page. A page for the caching edge's cookieless visitor (`sharedVisitor`)
 * sets no cookie (the edge sets the id's; the browser writes the locale's) and may be shared.
 */
export const requestStartupMiddleware: MiddlewareFunction<Response> = async ({ request, url, context }, next) => {
  const cookies = request.headers.get('cookie');
  const { sharedVisitor } = requestFacts(context);
  const decided = requestStartup(await pageRequestOf(url, (name) => request.headers.get(name)));
  if (decided.redirect !== null) {
    const response = redirect(decided.redirect);
    // A blocked visit's code and referrer, for the deny page to keep: this visitor's alone (the
    // server's `private, no-cache` stays); any other redirect a shared cache may keep for all.
    if (decided.blockedVisit) response.headers.append('Set-Cookie', blockedVisitHeader(decided.blockedVisit));
    else if (sharedVisitor) response.headers.set('Cache-Control', sharedPageCaching);
    throw response;
  }
  const knownId = await anonymousIdFromCookies(cookies);
  const anonymousId = knownId ?? sharedVisitor ?? crypto.randomUUID();
  context.set(requestStartupContext, { startup: decided.startup, anonymousId });
  const response = await next();
  if (sharedVisitor) {
    // A page that had to set a cookie after all (a token kept from the address) is the visitor's own.
    response.headers.set('Cache-Control', response.headers.has('Set-Cookie') ? 'private, no-cache' : sharedPageCaching);
    return response;
  }
  const secure = overHttps(request.url);
  if (!knownId) response.headers.append('Set-Cookie', await anonymousIdCookie.serialize(anonymousId, { secure }));
  // Renewed with every page, for the shop's other apps.
  response.headers.append('Set-Cookie', await localeCookie.serialize(decided.startup.locale, { secure }));
  return response;
};
