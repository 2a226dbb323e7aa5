import type { Locales } from '@acq/locales/types';
import type { StartupQuery } from '@/lib/startup/query-params';
import { blockedReferrerRedirect, blockedVisitCookieName, rememberBlockedVisit } from '@/lib/startup/referrer';
import { isWebView } from '@/lib/startup/webview';

export interface StartupState {
  locale: Locales;
  query: StartupQuery;
  webView: boolean;
  /** Activation pages run without consent and analytics (docs/product.md §2). */
  skipsConsentAndAnalytics: boolean;
}

export interface BrowserStartup {
  /** Where a visitor from a blocked referrer must go instead (their code and referrer are kept). */
  denyPath: string | null;
  /** Whether the window is the native app's webview (its objects exist only in the browser). */
  webView: boolean;
}

/**
 * The start-up rules of docs/product.md §2 and §4 that need the browser; the server has decided the rest
 * (language, acqParams, token pages). A blocked referrer's code and referrer go to local storage,
 * which only the browser has, before the visitor is sent to the deny page.
 */
export function browserStartup(win: Window, server: StartupState): BrowserStartup {
  // The server turned a blocked visit away already, and handed its code and referrer over in a
  // cookie; the cookie code loads only where the cookie is.
  if (win.document.cookie.includes(`${blockedVisitCookieName}=`)) {
    void import('@/lib/startup/blocked-visit').then(({ keepBlockedVisit }) => keepBlockedVisit(win));
  }
  const url = new URL(win.location.href);
  const referrer = win.document.referrer;
  const denyPath = blockedReferrerRedirect(url.pathname, referrer);
  if (denyPath) rememberBlockedVisit(win.localStorage, { rc: url.searchParams.get('rc'), referrer });
  return { denyPath, webView: isWebView(win, server.query.redirectUrlIsApp) };
}
