import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { BrowserFacts } from '@/lib/browser-facts';
import { completeCountryDecision } from '@/lib/startup/browser-country';
import type { PageLoadData } from './page-load-data.server';
import { browserStartup } from './startup';
import type { ThirdPartyContext } from './third-parties';
import { applicationVersion } from '@/lib/release';
import { startErrorReporting } from '@/lib/error-reporting/error-reporter';
import { keepNavigationTarget, reportErrorBeforeReload } from '@/lib/chunk-load-error';
import { useDataRouter } from '@/lib/router-internals';
import { loadShownParts } from '@/lib/parts-after-page';
import { forgetTypedBeforeHydration } from '@/lib/typed-before-hydration';
import { nextTask } from '@/lib/when-idle';

/**
 * The start-up rules that need the browser, once the page has hydrated: a blocked referrer goes
 * to the deny page, the webview and the country (completed by the time zone where the server
 * could not tell) become known, and consent and analytics start. Null until then: the page
 * renders what the server did.
 */
export function useBrowserStartup({
  startup,
  countryDecision,
  settings,
  customer,
  experiments,
}: PageLoadData): BrowserFacts | null {
  const [facts, setFacts] = useState<BrowserFacts | null>(null);
  // Consent and analytics put off on an activation page, until a navigation leaves them.
  const [putOff, setPutOff] = useState<ThirdPartyContext | null>(null);
  const { pathname } = useLocation();
  const router = useDataRouter();
  const started = useRef(false);
  useEffect(() => {
    if (!putOff || started.current) return;
    void thirdParties().then(({ startConsentAndAnalyticsOffActivation }) => {
      if (!started.current) started.current = startConsentAndAnalyticsOffActivation(window, putOff, pathname);
    });
  }, [putOff, pathname]);
  // A part of the page that the visitor left before it hydrated never will (a navigation away).
  const firstPathname = useRef(pathname);
  const leave = useRef(() => {});
  useEffect(() => {
    if (pathname !== firstPathname.current) leave.current();
  }, [pathname]);
  useEffect(() => {
    // The parts of the page that hydrate after it (the registration form) fetch their code now, in
    // a task of their own: starting the fetches (a preload link per chunk) took 2-9 ms of the task
    // of the page's effects in a browser just started, a long task on a phone already.
    const left = new Promise<void>((resolve) => (leave.current = resolve));
    const partsHydrated = nextTask().then(loadShownParts);
    const hydrated = Promise.race([partsHydrated, left]).then(() => {
      // Hydrated, parts and all: the page's handlers listen from now on (browser tests wait for this mark).
      document.documentElement.dataset.hydrated = '';
      // The forms' effects, which ran before, have taken what was typed before hydration.
      forgetTypedBeforeHydration();
    });
    // The rest in a task of its own: hydration's commit and the page's effects are one long task
    // on a phone already.
    setTimeout(() => {
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
      if (router) keepNavigationTarget(router);
      const browser = browserStartup(window, startup);
      if (browser.denyPath) return window.location.replace(browser.denyPath);
      // A page the server rendered for this visitor names their anonymous id, and the server has set
      // the locale cookie for the shop's other apps with it. Only a page a shared cache served, or one
      // in another site's frame, needs the browser's cookie code (cookie-es, lib/plain-cookie.ts).
      const named = experiments.attributes.acqAnonymousId;
      const crossOrigin = window.top !== window.self;
      const cookies =
        named && !crossOrigin
          ? null
          : Promise.all([import('@/lib/startup/lang-cookie'), import('@/lib/experiments/anonymous-id')]);
      void cookies?.then(([{ keepLocaleCookie }]) => keepLocaleCookie(document, startup.locale, { crossOrigin }));
      const anonymousId =
        named || !cookies
          ? Promise.resolve(named)
          : cookies.then(([, { anonymousIdFromCookies }]) => anonymousIdFromCookies(document.cookie));
      // Once the parts have hydrated too: until then React would hold the update for them (an urgent
      // one would replace a part's server markup, and what was typed in it, by its fallback), and
      // render the whole page once more for nothing.
      const known = Promise.all([completeCountryDecision(countryDecision), anonymousId, hydrated]);
      void known.then(([country, anonymousId]) => {
        setFacts({ webView: browser.webView, country, anonymousId });
        // Its code comes after hydration, in a task of its own: not on top of hydration's last one,
        // which a phone already needs long for.
        void thirdParties().then(({ startConsentAndAnalytics }) => {
          const context = { settings, startup, country, customer };
          startConsentAndAnalytics(window, context);
          if (startup.skipsConsentAndAnalytics) setPutOff(context);
          // Consent and analytics are under way, or put off on this page (browser tests wait for this mark).
          document.documentElement.dataset.thirdPartiesStarted = '';
        });
      });
    });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once per page load
  return facts;
}

/** Consent, analytics and the tag manager: nothing a visitor needs before the page is theirs. */
const thirdParties = () => import('./third-parties');
