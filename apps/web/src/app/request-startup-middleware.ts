import { pageUrl } from '@/lib/server/page-url';
import { createContext, redirect, type MiddlewareFunction } from 'react-router';
import { anonymousIdCookie, anonymousIdFromCookies } from '@/lib/experiments/anonymous-id';
import { requestFacts } from '@/lib/server/request-context';
import { writeLocaleCookie } from '@/lib/startup/lang-cookie';
import type { Locales } from '@acq/locales/types';
import { requestStartup } from './request-startup';
import type { StartupState } from './startup';

export interface RequestStartupFacts {
  startup: StartupState;
  /** The visitor's anonymous id for experiments: the cookie's, or new with this response. */
  anonymousId: string;
}

export const requestStartupContext = createContext<RequestStartupFacts>();

/** The locale cookie for the shop's other apps, as the browser writes it when the site is not embedded. */
function localeCookie(locale: Locales): string {
  const jar = { cookie: '' };
  writeLocaleCookie(jar, locale);
  return jar.cookie;
}

/**
 * The start-up rules a server can decide from the request (docs/product.md §2, §4): the acqParams
 * bundle and the language as redirects before any loader runs; the anonymous id and the locale
 * cookie set with the page.
 */
export const requestStartupMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const url = pageUrl(request);
  const cookies = request.headers.get('cookie') ?? '';
  const decided = requestStartup({ url, cookie: cookies, acceptLanguages: requestFacts(context).acceptLanguages });
  if (decided.redirect !== null) throw redirect(decided.redirect);
  const knownId = anonymousIdFromCookies(cookies);
  const anonymousId = knownId ?? crypto.randomUUID();
  context.set(requestStartupContext, { startup: decided.startup, anonymousId });
  const response = await next();
  if (!knownId) response.headers.append('Set-Cookie', anonymousIdCookie(anonymousId));
  response.headers.append('Set-Cookie', localeCookie(decided.startup.locale)); // renewed with every page
  return response;
};
