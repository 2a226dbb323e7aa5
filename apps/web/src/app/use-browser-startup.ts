import { useEffect, useState } from 'react';
import type { BrowserFacts } from '@/lib/browser-facts';
import { completeCountryDecision } from '@/lib/startup/browser-country';
import type { RootData } from '../root';
import { browserStartup } from './startup';
import { applicationVersion, startConsentAndAnalytics } from './third-parties';
import { startErrorReporting } from '@/lib/error-reporting/error-reporter';
import { keepNavigationTarget, reportErrorBeforeReload } from '@/lib/chunk-load-error';

/**
 * The start-up rules that need the browser, once the page has hydrated: a blocked referrer goes
 * to the deny page, the webview and the country (completed by the time zone where the server
 * could not tell) become known, and consent and analytics start. Null until then: the page
 * renders what the server did.
 */
export function useBrowserStartup({ startup, countryDecision, settings, customer }: RootData): BrowserFacts | null {
  const [facts, setFacts] = useState<BrowserFacts | null>(null);
  useEffect(() => {
    // Hydrated: the page's handlers listen from now on (browser tests wait for this mark).
    document.documentElement.dataset.hydrated = '';
    startErrorReporting(
      settings.errorReportUrl
        ? {
            endpoint: settings.errorReportUrl,
            accessToken: settings.errorReportAccessToken,
            environment: settings.environment,
            codeVersion: applicationVersion,
          }
        : null,
    );
    reportErrorBeforeReload();
    keepNavigationTarget(
      (window as unknown as { __reactRouterDataRouter: Parameters<typeof keepNavigationTarget>[0] })
        .__reactRouterDataRouter,
    );
    const browser = browserStartup(window, startup);
    if (browser.denyPath) return window.location.replace(browser.denyPath);
    void completeCountryDecision(countryDecision).then((country) => {
      setFacts({ webView: browser.webView, country });
      // A task of its own: not on top of hydration's last one, which a phone already needs long for.
      setTimeout(() => {
        startConsentAndAnalytics(window, { settings, startup, country, customer });
        // Consent and analytics are under way, or put off on this page (browser tests wait for this mark).
        document.documentElement.dataset.thirdPartiesStarted = '';
      });
    });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once per page load
  return facts;
}
