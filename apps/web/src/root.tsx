import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/root';
import { use, type ReactNode } from 'react';
import { NonceContext } from './lib/nonce-context';
import { AppProvider } from './app/provider';
import { useBrowserStartup } from './app/use-browser-startup';
import { useFieldMetrics } from './lib/field-metrics/use-field-metrics';
import { BrowserFactsContext } from './lib/browser-facts';
import { requestStartupContext, requestStartupMiddleware } from './app/request-startup-middleware';
import { RouteErrorPage } from './app/routes/error/route-error-page';
import { ToastRegion } from './components/toast/toast-region';
import { PageSessionIdContext } from './components/form/use-page-session-id';
import { loadedLocales } from '@acq/locales';
import { loadLocaleAsync } from '@acq/locales/async';
import { sessionIdOf } from './lib/server/graphql.server';
import { pageDecisions } from './app/page-decisions.server';
import { requestFacts } from './lib/server/request-context';
import { localeOfPath } from './lib/startup/locale-path';
import { browserSettingsOf } from './lib/runtime-settings';
import { identifiedCustomer } from './lib/analytics/customer';
import { authTokenOf } from './lib/server/auth-token-cookie.server';
import bodoniLatin from './app/styles/generated/bodoni-moda-latin.woff2?url';
import manropeLatin from './app/styles/generated/manrope-latin.woff2?url';
import './app/styles.css';

export const middleware = [requestStartupMiddleware];

/**
 * What every page of a page load shares: the runtime settings, the language, start-up decisions,
 * the country decision and the experiments. It travels in the router's hydration data, the page's
 * only data. The language's messages do not: they are a module of their own, which the page
 * preloads and the browser keeps for every later page (`entry.client.tsx`, `clientLoader`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { settings, messagesModules, sharedVisitor } = requestFacts(context);
  const { startup, anonymousId } = context.get(requestStartupContext);
  const { countryDecision, experiments } = await pageDecisions(request, context, startup, anonymousId);
  return {
    settings: browserSettingsOf(settings),
    locale: startup.locale,
    messagesModule: messagesModules?.[startup.locale] ?? null,
    // A page a shared cache serves to many visitors names none of them: the browser makes its
    // page-load session id, and reads its anonymous id from the cookie the edge set.
    sessionId: sharedVisitor ? null : sessionIdOf(context), // X-Session-ID of this page load
    startup,
    countryDecision,
    experiments: sharedVisitor
      ? { ...experiments, attributes: { ...experiments.attributes, acqAnonymousId: '' } }
      : experiments,
    // For the data layer's start-up record; the token itself stays in its HttpOnly cookie.
    customer: identifiedCustomer(await authTokenOf(request.headers.get('cookie'))),
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

/**
 * A switch of language in the browser brings the new language's messages with the page data (both
 * fetched at once); a module that cannot be fetched makes the target load in full (vite:preloadError).
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const pathLocale = localeOfPath(new URL(request.url).pathname);
  const [data] = await Promise.all([serverLoader(), pathLocale && loadLocaleAsync(pathLocale)]);
  if (!loadedLocales[data.locale]) await loadLocaleAsync(data.locale);
  return data;
}

/** The page-load data is fetched again only when the language of the path changes (its messages). */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname);
}

export const links = () => [
  // The two faces of the first paint; the Polish subsets load only where a Polish letter is shown.
  ...[bodoniLatin, manropeLatin].map((href) => ({
    rel: 'preload',
    href,
    as: 'font',
    type: 'font/woff2',
    crossOrigin: 'anonymous' as const,
  })),
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'icon', href: '/favicon-32.png', type: 'image/png', sizes: '32x32' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
];

/** The document around every page, also around the error page. */
export function Layout({ children }: { children: ReactNode }) {
  // React Router hands the document's layout no props: its data is read as its docs show.
  const root = useRouteLoaderData<typeof loader>('root');
  const nonce = use(NonceContext);
  return (
    <html lang={root?.locale ?? 'en'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <meta name="theme-color" content="#17130f" />
        {/* Under `pnpm dev`, Vite injects the styles itself, with the nonce it reads from here. */}
        {import.meta.env.DEV && <meta property="csp-nonce" nonce={nonce} suppressHydrationWarning />}
        <Meta />
        <Links />
        {root?.messagesModule && <link rel="modulepreload" href={root.messagesModule} nonce={nonce} />}
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData: root }: Route.ComponentProps) {
  const browser = useBrowserStartup(root);
  useFieldMetrics({
    experiments: root.experiments,
    lang: root.locale,
    experimentsOff: root.startup.query.disableGrowthbook,
  });
  return (
    <BrowserFactsContext value={browser}>
      <AppProvider {...root} country={root.countryDecision.country}>
        <PageSessionIdContext value={root.sessionId}>
          <Outlet />
        </PageSessionIdContext>
        <ToastRegion />
      </AppProvider>
    </BrowserFactsContext>
  );
}

/**
 * An error above the layouts (the page-load data could not be had): the error page in the
 * language of the data if there is any, else the product's English words.
 */
export function ErrorBoundary({ loaderData: root }: Route.ErrorBoundaryProps) {
  if (!root) {
    return (
      <main className="page page--centered" id="main">
        <p className="status-code">500</p>
        <h1>Internal Server Error</h1>
      </main>
    );
  }
  return (
    <AppProvider {...root} country={root.countryDecision.country}>
      <main className="page page--centered" id="main">
        <RouteErrorPage />
      </main>
    </AppProvider>
  );
}
