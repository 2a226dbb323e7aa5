import { pagePathOf } from '../../src/lib/data-request';
import { baseLocale, i18nObject, locales } from '@acq/locales';
import { loadNamespaceAsync } from '@acq/locales/async';
import type { Locales } from '@acq/locales/types';
import type { ErrorRequestHandler, Request } from 'express';
import type { HttpError } from 'http-errors';
import { langOf } from '../../src/lib/startup/lang-cookie';
import { acceptedLanguages, resolveLocale } from '../../src/lib/startup/language';
import { localisedPath } from '../../src/lib/startup/locale-path';
import { logger } from '../request-log';
import { statusPage, type StatusPageHead } from '../status-page';

// The texts of these pages are a namespace of their own, which the app's pages never load: the
// server loads it beside every language's messages.
await Promise.all(locales.map((locale) => loadNamespaceAsync(locale, 'boundary')));

/** What the boundary refuses, each with its texts (locales/<lang>/boundary/, a namespace no page loads). */
export type Refusal =
  | 'badRequest'
  | 'unreadableForm'
  | 'crossSiteForm'
  | 'methodNotAllowed'
  | 'tooLarge'
  | 'addressTooLong'
  | 'headersTooLarge';

// A refused form leads back to its page (opened anew, with its form), a refused method to the
// page itself; anything else to the start page, as the address itself may be what is wrong.
const backTo: Partial<Record<Refusal, 'backToForm' | 'openPage'>> = {
  unreadableForm: 'backToForm',
  crossSiteForm: 'backToForm',
  tooLarge: 'backToForm',
  methodNotAllowed: 'openPage',
};

/** The refusal a status of the client's error (4xx) stands for; null for any other status. */
function refusalFor(status: number): Refusal | null {
  if (status < 400 || status >= 500) return null;
  const refusals: Record<number, Refusal> = {
    405: 'methodNotAllowed',
    413: 'tooLarge',
    414: 'addressTooLong',
    415: 'unreadableForm',
    431: 'headersTooLarge',
  };
  return refusals[status] ?? 'badRequest';
}

/** A path on this site, never `//host` (another origin) however the request's path begins. */
const sameSitePath = (path: string) => `/${path.replace(/^[/\\]+/, '')}`;

/**
 * A refusal's page in a language, its link back to `pagePath` (path and query) where there is one
 * to go back to: `''` is the refused address itself, opened anew (the caching edge's copy of the
 * page, written once for every address: scripts/edge-pages.ts). `head`: where its look comes from.
 */
export function refusalPage(
  locale: Locales,
  status: number,
  refusal: Refusal,
  pagePath = '/',
  head?: StatusPageHead,
): string {
  const LL = i18nObject(locale);
  const back = backTo[refusal];
  return statusPage(
    locale,
    {
      status,
      heading: LL.boundary[refusal].heading(),
      text: LL.boundary[refusal].text(),
      link: back
        ? { href: pagePath === '' ? '' : sameSitePath(pagePath), label: LL.boundary[back]() }
        : { href: localisedPath('/', locale), label: LL.notFound.backToStart() },
    },
    head,
  );
}

/**
 * The visitor's language as a page (and the edge's own pages: edge/language.conf) would take it:
 * `?lang`, the `lang` cookie, the path's prefix, Accept-Language.
 */
async function visitorLocale(request: Request): Promise<Locales> {
  try {
    return resolveLocale({
      queryLang: URL.parse(request.originalUrl, 'http://site.invalid')?.searchParams.get('lang') ?? null,
      cookieLang: await langOf(request.get('cookie')),
      pathname: request.path,
      browserLanguages: acceptedLanguages(request.get('accept-language')),
    });
  } catch {
    return baseLocale; // a request too broken to tell: the base language
  }
}

/** An error on a request's way: http-errors', naming its refusal where its status does not tell it. */
type RequestError = Partial<HttpError> & { refusal?: Refusal };

/**
 * Express's error handler: a refused request (the boundary's errors, raw-body's and those of
 * Express's body parsers and static files) answered with its status, its headers and a page in
 * the visitor's language, never cached; a missing file with nothing (never a page). No error's
 * message or stack reaches the visitor; a failure (5xx) is reported.
 */
export const refusalPages: ErrorRequestHandler = async (error: RequestError, request, response, _next) => {
  // A visitor gone before its request was whole: nobody to answer, and nothing failed.
  if (request.destroyed && !request.complete) return void response.destroy();
  const status = error.status ?? 500;
  if (status >= 500) (request.log ?? logger).error({ err: error }, 'request failed');
  if (response.headersSent) return void response.destroy();
  const refusal = status === 404 ? null : (error.refusal ?? refusalFor(status));
  response.set(error.headers ?? {});
  if (!refusal) return void response.status(status).end();
  const locale = await visitorLocale(request);
  // The query stays in the link (a form page's invitation code), unless it is what is too long.
  const search = URL.parse(`http://site.invalid${sameSitePath(request.originalUrl)}`)?.search ?? '';
  const pagePath = `${pagePathOf(request.path)}${search.length > 2048 ? '' : search}`;
  response
    .status(status)
    .set({ 'cache-control': 'no-store', 'content-language': locale })
    .type('html')
    .send(refusalPage(locale, status, refusal, pagePath));
};
