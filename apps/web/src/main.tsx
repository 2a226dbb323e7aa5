import { loadedLocales } from '@acq/locales';
import { loadFormatters } from '@acq/locales/async';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { readPageState } from './app/page-state';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { appRoutes } from './app/routes';
import { browserStartup } from './app/startup';
import { applicationVersion, startConsentAndAnalytics } from './app/third-parties';
import { readAuthToken } from './lib/auth-token';
import { requestFailureMessage } from './lib/request-errors';
import { completeCountryDecision } from './lib/startup/browser-country';
import { loadTargetInFullOnFailedPreload, reportErrorBeforeReload } from './lib/chunk-load-error';
import { browserClientSource } from './lib/graphql/browser-client-source';
import { reportError, startErrorReporting } from './lib/error-reporting/error-reporter';
import './app/styles.css';

const page = readPageState(document);
const browser = browserStartup(window, page.startup);
if (browser.denyPath) {
  window.location.replace(browser.denyPath);
} else {
  // Should the app's code fail (a chunk that cannot be fetched), the server's page stays readable.
  await hydrate().catch((error: unknown) => reportError('Hydration failed:', error));
}

async function hydrate() {
  const { settings, startup, locale } = page;
  loadedLocales[locale] = page.messages;
  loadFormatters(locale);
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

  // The GraphQL client is not needed to hydrate (the page carries the answers it was rendered
  // with): it loads when idle after hydration, or at the first request, with the server's cache.
  const graphql = browserClientSource(
    () => ({
      uri: settings.acqBackendGraphqlURL,
      sessionId: page.sessionId,
      sourcePage: () => window.location.pathname,
      authToken: readAuthToken,
      restore: page.apolloState,
      // Every failed request is logged and reported (scrubbed by the reporter's configuration).
      onRequestFailure: (error, operationName) => reportError(requestFailureMessage(error, operationName), error),
    }),
    page.renderedQueries,
  );

  // The matched routes' code must be there before hydration, or the first render would differ.
  const lazyMatches = matchRoutes(appRoutes, window.location)?.filter((match) => match.route.lazy) ?? [];
  const [country] = await Promise.all([
    // The server's country decision, completed by the time zone where it must be: one value for
    // the form, the experiments' attributes and the data layer.
    completeCountryDecision(page.countryDecision),
    ...lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<object>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  ]);
  const experiments = {
    ...page.experiments,
    attributes: { ...page.experiments.attributes, applicationCountry: country },
  };
  const router = createBrowserRouter(appRoutes, {
    hydrationData: (window as { __staticRouterHydrationData?: object }).__staticRouterHydrationData,
  });
  // A page whose code cannot be fetched on the way is loaded in full (the server renders it).
  loadTargetInFullOnFailedPreload(window, router);

  // In a transition, React hydrates in slices and yields to the browser between them, so a phone
  // gets no single long task (an urgent hydration would block input for the whole page).
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <AppProvider
          {...page}
          country={page.countryDecision.country}
          experiments={experiments}
          graphql={graphql}
          browser={{ webView: browser.webView, country }}
        >
          <AppRouter router={router} />
        </AppProvider>
      </StrictMode>,
    );
  });
  startConsentAndAnalytics(window, { settings, startup, country });
}
