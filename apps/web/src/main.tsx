import { CountryDetailsDocument } from '@acq/graphql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { browserCountry } from './app/country';
import { loadMessages } from './app/message-loader';
import { runStartup } from './app/startup';
import { applicationVersion, startConsentAndAnalytics } from './app/third-parties';
import { createApolloClient } from './lib/apollo-client';
import { readAuthToken } from './lib/auth-token';
import { startErrorReporting } from './lib/error-reporting/error-reporter';
import { loadRuntimeSettings } from './lib/runtime-settings';
import { fetchBackendCountry } from './lib/startup/country';
import './app/styles.css';

const startup = runStartup(window);
const [settings, locale] = await Promise.all([loadRuntimeSettings(), loadMessages(startup.locale)]);
document.documentElement.lang = locale;
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

const subscriptionLink = settings.acqBackendGraphqlWsURL
  ? (await import('./lib/subscription-link')).createSubscriptionLink(settings.acqBackendGraphqlWsURL, readAuthToken)
  : undefined;
const client = createApolloClient({
  uri: settings.acqBackendGraphqlURL,
  sessionId: crypto.randomUUID(), // one per page load
  sourcePage: () => window.location.pathname,
  authToken: readAuthToken,
  subscriptionLink,
});

// The start-up record names the visitor's country: the backend's answer when it comes in time
// (the app's own country query shares the request), the browser's guess otherwise.
const countryGuess = browserCountry(window);
const countryWaitMs = 1500;
void Promise.race([
  fetchBackendCountry(() => client.query({ query: CountryDetailsDocument }).then((result) => result.data!)).then(
    (backendCountry) => browserCountry(window, backendCountry),
  ),
  new Promise<typeof countryGuess>((resolve) => setTimeout(() => resolve(countryGuess), countryWaitMs)),
]).then((country) => startConsentAndAnalytics(window, { settings, startup, country }));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App settings={settings} client={client} locale={locale} startup={startup} countryGuess={countryGuess} />
  </StrictMode>,
);
