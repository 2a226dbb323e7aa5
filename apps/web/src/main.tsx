import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { browserCountry } from './app/country';
import { loadMessages } from './app/message-loader';
import { runStartup } from './app/startup';
import { createApolloClient } from './lib/apollo-client';
import { readAuthToken } from './lib/auth-token';
import { loadRuntimeSettings } from './lib/runtime-settings';
import './app/styles.css';

const startup = runStartup(window);
const [settings, locale] = await Promise.all([loadRuntimeSettings(), loadMessages(startup.locale)]);
document.documentElement.lang = locale;

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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App settings={settings} client={client} locale={locale} startup={startup} countryGuess={browserCountry(window)} />
  </StrictMode>,
);
