import { skipsConsentAndAnalytics } from '@/lib/startup/activation-path';
import { langOf } from '@/lib/startup/lang-cookie';
import { acceptedLanguages, languageRedirectTarget, resolveLocale } from '@/lib/startup/language';
import { readStartupQuery, restoreAcqParams } from '@/lib/startup/query-params';
import { blockedReferrerRedirect, type BlockedVisit } from '@/lib/startup/referrer';
import type { Locales } from '@acq/locales/types';
import type { StartupState } from './startup';

export interface PageRequest {
  url: URL;
  /** The `lang` cookie's supported locale (`langOf`), if any. */
  cookieLang: Locales | null;
  /** Accept-Language, most preferred first. */
  acceptLanguages: readonly string[];
  /** The Referer header, where the browser sent one. */
  referrer?: string | null;
}

/**
 * Either the address the visitor must be sent to first (in the language start-up picked; for a
 * blocked referrer the deny page, with the visit to keep), or what it decided for the page.
 */
export type RequestStartup =
  { redirect: string; locale: Locales; blockedVisit?: BlockedVisit } | { redirect: null; startup: StartupState };

/**
 * What start-up reads of a page request: its page's address and the headers it came with, read by
 * `header` (a Fetch request's as the router hands it over, its data request's too, or Express's,
 * for the caching edge's decision: server/edge-decision.ts).
 */
export async function pageRequestOf(
  url: URL,
  header: (name: string) => string | null | undefined,
): Promise<PageRequest> {
  return {
    url,
    cookieLang: await langOf(header('cookie')),
    acceptLanguages: acceptedLanguages(header('accept-language')),
    referrer: header('referer') ?? null,
  };
}

/**
 * The start-up rules of docs/product.md §2 and §4 that a server can decide from the request: the acqParams
 * bundle and the language (`?lang` > cookie > path prefix > Accept-Language > en) with its path.
 * A different address is a redirect; the browser keeps what needs a window (blocked referrers'
 * local storage, webview objects).
 */
export function requestStartup({ url, cookieLang, acceptLanguages, referrer = null }: PageRequest): RequestStartup {
  const target = new URL(url);
  if (target.searchParams.has('acqParams')) target.search = restoreAcqParams(target.search).toString();
  const query = readStartupQuery(target.search);
  const locale = resolveLocale({
    queryLang: query.lang,
    cookieLang,
    pathname: target.pathname,
    browserLanguages: acceptLanguages,
  });
  const languagePath = languageRedirectTarget(target.pathname, locale);
  if (languagePath) target.pathname = languagePath;
  // An invitation reached through a blocked referrer has leaked: the deny page in the visit's
  // language, at once (the browser's check stays for referrers that no header carries).
  const deny = blockedReferrerRedirect(target.pathname, referrer);
  if (deny && referrer) {
    return { redirect: deny, locale, blockedVisit: { rc: url.searchParams.get('rc'), referrer } };
  }
  if (target.href !== url.href) return { redirect: `${target.pathname}${target.search}`, locale };
  return {
    redirect: null,
    startup: {
      locale,
      query,
      webView: query.redirectUrlIsApp, // the browser adds what its window tells
      skipsConsentAndAnalytics: skipsConsentAndAnalytics(target.pathname),
    },
  };
}
