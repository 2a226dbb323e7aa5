import { baseLocale, locales } from '@acq/locales';
import type { Locales } from '@acq/locales/types';
import type { RouteObject } from 'react-router';
import { Layout } from './layouts/layout';
import { LocaleScope } from './locale-scope';
import { RootShell } from './root-shell';
import { routeTable, type LayoutName, type PageRoute } from './route-table';
import { RouteErrorPage } from './routes/error/route-error-page';
import { HardNotFoundFallback } from './routes/error/hard-not-found-fallback';
import { unmatchedLoader } from './routes/error/unmatched-loader';

interface Mount {
  /** The path prefix: '' for the unprefixed English routes. */
  prefix: string;
  locale: Locales;
  /** The language suffix of route names. */
  suffix: string;
}

// Every page exists unprefixed (English) and under each language prefix (SPEC.md §2).
export const mounts: readonly Mount[] = [
  { prefix: '', locale: baseLocale, suffix: 'default' },
  ...locales.map((locale) => ({ prefix: locale, locale, suffix: locale })),
];

const layouts: readonly LayoutName[] = ['default', 'centered', 'black-inclined-lines', 'no-footer'];

function pageRoute(route: PageRoute, suffix: string): RouteObject {
  return {
    id: `${route.name}___${suffix}`,
    path: route.path,
    lazy: async () => ({ Component: (await route.page()).default }),
    loader: route.loader,
    errorElement: route.name === 'error-404' ? <HardNotFoundFallback /> : <RouteErrorPage />,
  };
}

function mountRoutes({ prefix, locale, suffix }: Mount): RouteObject {
  return {
    id: `locale___${suffix}`,
    path: `/${prefix}`,
    element: <LocaleScope locale={locale} />,
    errorElement: <RouteErrorPage />,
    children: [
      ...layouts.map((layout) => ({
        id: `layout-${layout}___${suffix}`,
        element: <Layout name={layout} />,
        children: routeTable.filter((route) => route.layout === layout).map((route) => pageRoute(route, suffix)),
      })),
      { id: `unmatched___${suffix}`, path: '*', loader: unmatchedLoader(prefix) },
    ],
  };
}

export const appRoutes: RouteObject[] = [{ element: <RootShell />, children: mounts.map(mountRoutes) }];
