import type { CountryCode } from '@acq/graphql';
import { identifiedCustomer } from '@/lib/analytics/customer';
import { analyticsQueue, pushToDataLayer } from '@/lib/analytics/data-layer';
import { startupRecord } from '@/lib/analytics/startup-record';
import { whenConsentReady } from '@/lib/consent/consent-events';
import { consentScriptUrl } from '@/lib/consent/consent-script';
import { openConsentSettingsOnRequest } from '@/lib/consent/consent-settings';
import { loadScript } from '@/lib/consent/load-script';
import { readAuthToken } from '@/lib/auth-token';
import type { RuntimeSettings } from '@/lib/runtime-settings';
import { startTagManager } from '@/lib/tag-manager/tag-manager';
import { version } from '../../package.json';
import type { StartupState } from './startup';

/** The app's version in the data layer and in error reports: the web package's, fixed at build time. */
export const applicationVersion = version;

/**
 * Consent and analytics start-up (SPEC.md §3, §4, §7): the start-up record goes into the data
 * layer first; events wait until the consent script reports consent ready; the tag manager loads
 * when a valid container id is configured. The activation pages skip all of it.
 */
export function startConsentAndAnalytics(
  win: Window,
  { settings, startup, country }: { settings: RuntimeSettings; startup: StartupState; country: CountryCode },
): void {
  if (startup.skipsConsentAndAnalytics) return;
  const scriptUrl = consentScriptUrl(settings.consentScriptOrigin ?? '');
  pushToDataLayer(
    startupRecord({
      country,
      language: startup.locale,
      version: applicationVersion,
      webView: startup.webView,
      consentSettingsId: settings.consentSettingsId,
      consentScriptUrl: scriptUrl,
      customer: identifiedCustomer(readAuthToken()),
    }),
  );
  whenConsentReady(win, () => analyticsQueue.release());
  openConsentSettingsOnRequest(win);
  loadScript(win.document, scriptUrl);
  startTagManager(win.document, settings.gtmContainerId);
}
