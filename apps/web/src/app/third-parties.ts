import type { CountryCode } from '@acq/graphql';
import { baseLocale } from '@acq/locales';
import type { IdentifiedCustomer } from '@/lib/analytics/customer';
import { carriedEventsCookieName } from '@/lib/analytics/consent-queue';
import { analyticsQueue, pushToDataLayer } from '@/lib/analytics/data-layer';
import { startupRecord } from '@/lib/analytics/startup-record';
import { whenConsentReady } from '@/lib/consent/consent-events';
import { consentScriptUrl } from '@/lib/consent/consent-script';
import { openConsentSettingsOnRequest } from '@/lib/consent/consent-settings';
import { loadScript } from '@/lib/consent/load-script';
import type { BrowserSettings } from '@/lib/runtime-settings';
import { skipsConsentAndAnalytics } from '@/lib/startup/activation-path';
import { localeOfPath } from '@/lib/startup/locale-path';
import { startTagManager } from '@/lib/tag-manager/tag-manager';
import { applicationVersion } from '@/lib/release';
import type { StartupState } from './startup';

export interface ThirdPartyContext {
  settings: BrowserSettings;
  startup: StartupState;
  country: CountryCode;
  /** The signed-in customer, as the server read it from the token cookie (which scripts cannot read). */
  customer: IdentifiedCustomer | null;
}

function startOnThisPage(win: Window, { settings, startup, country, customer }: ThirdPartyContext): void {
  const scriptUrl = consentScriptUrl(settings.consentScriptOrigin ?? '');
  pushToDataLayer(
    startupRecord({
      country,
      // The page's language; after a client-side language change on an activation page, the new one.
      language: localeOfPath(win.location.pathname) ?? (startup.skipsConsentAndAnalytics ? baseLocale : startup.locale),
      version: applicationVersion,
      webView: startup.webView,
      consentSettingsId: settings.consentSettingsId,
      consentScriptUrl: scriptUrl,
      customer,
    }),
  );
  whenConsentReady(win, () => analyticsQueue.release());
  openConsentSettingsOnRequest(win);
  loadScript(win.document, scriptUrl);
  startTagManager(win.document, settings.gtmContainerId);
}

/**
 * Consent and analytics start-up (docs/product.md §3, §4, §7): the start-up record goes into the data
 * layer first; events wait until the consent script reports consent ready; the tag manager loads
 * when a valid container id is configured. The activation pages skip all of it (docs/product.md §2), so
 * the events tracked there (activation errors) wait in the tab's session storage until the visitor
 * reaches a page that loads consent: the next page load, or a client-side navigation off the
 * activation pages, which starts consent and analytics then.
 */
export function startConsentAndAnalytics(win: Window, context: ThirdPartyContext): void {
  try {
    analyticsQueue.keepIn(win.sessionStorage);
  } catch {
    // No session storage (blocked): the queue lives for this page only.
  }
  // A form the browser posted itself (before the app ran): the server carried its events here, to
  // wait for consent with the rest. The cookie code loads only where the cookie is.
  if (win.document.cookie.includes(`${carriedEventsCookieName}=`)) {
    void import('@/lib/analytics/carried-events').then(({ takeCarriedEvents }) =>
      takeCarriedEvents(win, (entry) => analyticsQueue.push(entry)),
    );
  }
  if (!context.startup.skipsConsentAndAnalytics) startOnThisPage(win, context);
}

/**
 * On a page load that began on an activation page: starts consent and analytics at the first
 * client-side navigation off the activation pages (true), else waits (false).
 */
export function startConsentAndAnalyticsOffActivation(win: Window, context: ThirdPartyContext, pathname: string) {
  if (skipsConsentAndAnalytics(pathname)) return false;
  startOnThisPage(win, context);
  return true;
}
