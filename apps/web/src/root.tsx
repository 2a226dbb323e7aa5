import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
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
import { requestStartupMiddleware } from './app/request-startup-middleware.server';
import { pageLoadData } from './app/page-load-data.server';
import { RouteErrorPage } from './app/routes/error/route-error-page';
import { ToastRegion } from './components/toast/toast-region';
import { PageSessionIdContext } from './components/form/use-page-session-id';
import { loadedLocales } from '@acq/locales';
import { loadLocaleAsync } from '@acq/locales/async';
import { localeOfPath } from './lib/startup/locale-path';
import { namespacesOf, pageMessageModules, usePageMessages } from './lib/page-messages';
import bodoniLatin from './app/styles/generated/bodoni-moda-latin.woff2?url';
import manropeLatin from './app/styles/generated/manrope-latin.woff2?url';
import './app/styles.css';
import './app/styles/controls.css'; // after the base styles: it refines them

export const middleware = [requestStartupMiddleware];

/** What every page of a page load shares (app/page-load-data.server.ts). */
export const loader = (args: Route.LoaderArgs) => pageLoadData(args);

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
  const messageModules = pageMessageModules(root?.messagesModules ?? null, namespacesOf(useMatches()));
  return (
    <html lang={root?.locale ?? 'en'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <meta name="theme-color" content="#17130f" />
        {/* Under `pnpm dev`, Vite injects the styles itself, with the nonce it reads from here. */}
        {import.meta.env.DEV && <meta property="csp-nonce" nonce={nonce} />}
        <Meta />
        <Links nonce={nonce} />
        {messageModules.map(({ href, namespace }) => (
          <link key={href} rel="modulepreload" href={href} nonce={nonce} data-messages={namespace} />
        ))}
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
  // A page whose texts are in a namespace the visitor has not met waits for it (lib/page-messages.ts).
  usePageMessages(root.locale, namespacesOf(useMatches()));
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
export function ErrorBoundary({ loaderData: root, error }: Route.ErrorBoundaryProps) {
  if (!root) {
    // No page data, so no translations: no route matched the address (a splat stops at a newline)
    // or the start-up failed. docs/product.md §8's texts, in the base language.
    const status = isRouteErrorResponse(error) && error.status === 404 ? 404 : 500;
    const heading = status === 404 ? 'Page Not Found' : 'Internal Server Error';
    return (
      <main className="page page--centered" id="main">
        <title>{heading}</title>
        <p className="status-code">{status}</p>
        <h1>{heading}</h1>
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
