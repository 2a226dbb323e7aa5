import type { Locales } from '@acq/locales/types';
import { skipsConsentAndAnalytics } from '@/lib/startup/activation-path';
import { readLangCookie, writeLocaleCookie } from '@/lib/startup/lang-cookie';
import { resolveLocale } from '@/lib/startup/language';
import { languageRedirectTarget } from '@/lib/startup/locale-path';
import { readStartupQuery, restoreAcqParams, type StartupQuery } from '@/lib/startup/query-params';
import { blockedReferrerRedirect, rememberBlockedVisit } from '@/lib/startup/referrer';
import { isWebView } from '@/lib/startup/webview';

export interface StartupState {
  locale: Locales;
  query: StartupQuery;
  webView: boolean;
  /** Activation pages run without consent and analytics (SPEC.md §2). */
  skipsConsentAndAnalytics: boolean;
}

/**
 * The start-up rules of SPEC.md §2 and §4 that decide the URL before the first render:
 * the acqParams bundle, blocked referrers, the language and its path. The address is corrected
 * in place (no reload); the router starts on the corrected URL.
 */
export function runStartup(win: Window): StartupState {
  const url = new URL(win.location.href);
  if (url.searchParams.has('acqParams')) url.search = restoreAcqParams(url.search).toString();

  const referrer = win.document.referrer;
  const denyPath = blockedReferrerRedirect(url.pathname, referrer);
  if (denyPath) {
    rememberBlockedVisit(win.localStorage, { rc: url.searchParams.get('rc'), referrer });
    url.pathname = denyPath;
    url.search = '';
  }

  const query = readStartupQuery(url.search);
  const locale = resolveLocale({
    queryLang: query.lang,
    cookieLang: readLangCookie(win.document),
    pathname: url.pathname,
    browserLanguages: win.navigator.languages,
  });
  const languagePath = languageRedirectTarget(url.pathname, locale);
  if (languagePath) url.pathname = languagePath;
  // The language the visitor sees, for the shop's other apps; SameSite=None when the site is embedded.
  writeLocaleCookie(win.document, locale, { crossOrigin: win.top !== win.self });

  if (url.href !== win.location.href)
    win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return {
    locale,
    query,
    webView: isWebView(win, query.redirectUrlIsApp),
    skipsConsentAndAnalytics: skipsConsentAndAnalytics(url.pathname),
  };
}
