import { CountryDetailsDocument, RegistrationCodeDetailsDocument } from '@acq/graphql';
import { loadedLocales } from '@acq/locales';
import { loadAllLocales } from '@acq/locales/sync';
import type { Locales } from '@acq/locales/types';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { serializePageState, type PageState } from './app/page-state';
import { AppProvider } from './app/provider';
import { keepRender, mayShareRender, renderKey, takeRender } from './app/render-cache';
import { requestStartup } from './app/request-startup';
import { appRoutes } from './app/routes';
import { invitationVariables } from './features/registration/hooks/use-invitation';
import { createApolloClient } from './lib/apollo-client';
import { reportError } from './lib/error-reporting/error-reporter';
import { requestFailureMessage } from './lib/request-errors';
import { authTokenCookie } from './lib/auth-token';
import { serverClientSource } from './lib/graphql/client-source';
import { anonymousIdCookie, anonymousIdFromCookies } from './lib/experiments/anonymous-id';
import { evaluateExperiments } from './lib/experiments/server-experiments';
import type { RuntimeSettings } from './lib/runtime-settings';
import { decideCountry, fetchBackendCountry } from './lib/startup/country';
import { readCookie, writeLocaleCookie } from './lib/startup/lang-cookie';

// Every language's messages are in memory on the server: a page never waits for a message file.
loadAllLocales();
const { query, dataRoutes } = createStaticHandler(appRoutes);

export interface PageRenderRequest {
  request: Request;
  /** Accept-Language, most preferred first. */
  acceptLanguages: readonly string[];
  settings: RuntimeSettings;
  /** The page request's correlation id, carried by the backend requests it causes. */
  correlationId: string;
  /** The visitor's address chain (X-Forwarded-For), so the backend can tell the country. */
  forwardedFor: string;
  /** The Content-Security-Policy nonce of this response, for the router's hydration script. */
  nonce: string;
}

export type PageRenderResult =
  | { kind: 'redirect'; status: number; location: string; setCookies?: string[] }
  | { kind: 'page'; status: number; locale: string; html: string; pageState: string; setCookies: string[] };

/** The locale cookie for the shop's other apps, as the browser writes it when the site is not embedded. */
function localeCookie(locale: Locales): string {
  const jar = { cookie: '' };
  writeLocaleCookie(jar, locale);
  return jar.cookie;
}

/** The router's answer for a request: a redirect (token pages, unmatched paths) or the matched routes' data. */
async function routerAnswer(request: Request) {
  const context = await query(request);
  if (!(context instanceof Response)) return context;
  const location = context.headers.get('location');
  if (location && context.status >= 300 && context.status < 400) {
    return { kind: 'redirect', status: context.status, location, setCookies: context.headers.getSetCookie() } as const;
  }
  throw context; // loaders of this app answer data or redirects only
}

/**
 * Renders one page request on the server: start-up redirects first, then the router's loaders,
 * the GraphQL queries of the rendered components (Apollo's prerendering), and the HTML with the
 * state the browser hydrates from.
 */
export async function renderPage(input: PageRenderRequest): Promise<PageRenderResult> {
  const url = new URL(input.request.url);
  const cookies = input.request.headers.get('cookie') ?? '';
  const decided = requestStartup({ url, cookie: cookies, acceptLanguages: input.acceptLanguages });
  if (decided.redirect !== null) return { kind: 'redirect', status: 302, location: decided.redirect };
  const { startup } = decided;

  const answer = await routerAnswer(input.request);
  if ('kind' in answer) return answer;

  const sessionId = crypto.randomUUID(); // one per page load, shared with the browser
  const client = createApolloClient({
    uri: input.settings.acqBackendGraphqlURL,
    sessionId,
    sourcePage: () => url.pathname,
    authToken: () => readCookie({ cookie: cookies }, authTokenCookie), // forwarded to the backend
    correlationId: input.correlationId,
    ssrMode: true,
    // Logged with the page's correlation id in the message's operation; the page still renders.
    onRequestFailure: (error, operationName) =>
      reportError(`${requestFailureMessage(error, operationName)} [${input.correlationId}]`, error),
    fetch: (resource, init) => {
      const headers = new Headers(init?.headers);
      if (input.forwardedFor) headers.set('X-Forwarded-For', input.forwardedFor);
      return fetch(resource, { ...init, headers });
    },
  });
  // The link's invitation is asked for beside the country, so the page renders once, with both.
  // The country is decided here, once per page, and every part uses this decision: the rendered
  // form, the experiments' attributes, the data layer's start-up record in the browser.
  const registrationCode = startup.query.registrationCode;
  const [backendCountry] = await Promise.all([
    fetchBackendCountry((signal) =>
      client
        .query({ query: CountryDetailsDocument, context: { fetchOptions: { signal } } })
        .then((result) => result.data!),
    ),
    registrationCode &&
      client
        .query({
          query: RegistrationCodeDetailsDocument,
          variables: invitationVariables(registrationCode, url.searchParams.get('validityTimestamp')),
        })
        .catch(() => null), // the page's own query shows the problem
  ]);
  const countryDecision = decideCountry({ backendCountry, hostname: url.hostname });
  const { country } = countryDecision;

  const knownId = anonymousIdFromCookies(cookies);
  const acqAnonymousId = knownId ?? crypto.randomUUID();
  const { featuresHost, featuresClientKey } = input.settings;
  const experiments = await evaluateExperiments({
    source:
      featuresHost && featuresClientKey && !startup.query.disableGrowthbook
        ? { featuresHost, clientKey: featuresClientKey }
        : null,
    attributes: { acqAnonymousId, applicationCountry: country },
    url: url.href,
  });

  // Requests without a visitor's own cookies share a page rendered from the same inputs (not in
  // development, where the code changes underneath).
  const prefetched = client.extract() as Record<string, unknown>;
  const prefetchedJson = JSON.stringify(prefetched);
  const routerContext = answer; // narrowed: a page, not a redirect
  const key =
    !import.meta.env.DEV && mayShareRender(cookies)
      ? renderKey({
          url: url.href,
          startup,
          countryDecision,
          experiments: experiments.values,
          router: { loaderData: answer.loaderData, errors: answer.errors, statusCode: answer.statusCode },
          backend: prefetchedJson,
        })
      : null;
  const kept = key ? takeRender(key, input.nonce) : null;
  // A kept page was rendered from this very cache: the render asked the backend nothing more.
  const rendered = kept ? { ...kept, apolloState: prefetched } : await render();

  async function render() {
    const graphql = serverClientSource(client);
    const context = {
      settings: input.settings,
      graphql: graphql.source,
      locale: startup.locale,
      startup,
      country,
      experiments,
    };
    const router = createStaticRouter(dataRoutes, routerContext);
    const { result: html } = await prerenderStatic({
      tree: (
        <StrictMode>
          <ApolloProvider client={client}>
            <AppProvider {...context}>
              <StaticRouterProvider router={router} context={routerContext} nonce={input.nonce} />
            </AppProvider>
          </ApolloProvider>
        </StrictMode>
      ),
      renderFunction: renderToString,
    });
    const page = { html, renderedQueries: graphql.renderedQueries };
    const apolloState = client.extract() as Record<string, unknown>;
    // Only a render that asked the backend nothing beyond what the key holds may be shared.
    if (key && JSON.stringify(apolloState) === prefetchedJson) {
      keepRender(key, page, input.nonce, [sessionId, acqAnonymousId]);
    }
    return { ...page, apolloState };
  }

  const pageState: PageState = {
    settings: input.settings,
    locale: startup.locale,
    messages: loadedLocales[startup.locale],
    apolloState: rendered.apolloState,
    renderedQueries: rendered.renderedQueries,
    sessionId,
    startup,
    countryDecision,
    experiments,
  };
  const leaf = answer.matches.at(-1);
  // The localised 404 page answers with its status, as do failed route validations.
  const status = leaf?.route.id.startsWith('error-404___') ? 404 : answer.statusCode;
  return {
    kind: 'page',
    status,
    locale: startup.locale,
    html: rendered.html,
    pageState: serializePageState(pageState),
    setCookies: [
      ...(knownId ? [] : [anonymousIdCookie(acqAnonymousId)]),
      localeCookie(startup.locale), // renewed with every page, as the browser did
    ],
  };
}
