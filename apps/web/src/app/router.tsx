import { locales } from '@acq/locales';
import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';

// Every page exists unprefixed (English) and under each language prefix (SPEC.md §2).
function localisedRoutes(children: RouteObject[]): RouteObject[] {
  return [{ path: '/', children }, ...locales.map((locale) => ({ path: `/${locale}`, children }))];
}

const pages: RouteObject[] = [
  { index: true, lazy: () => import('./routes/landing').then((module) => ({ Component: module.LandingRoute })) },
  { path: '*', lazy: () => import('./routes/not-found').then((module) => ({ Component: module.NotFoundRoute })) },
];

export function AppRouter() {
  const router = useMemo(() => createBrowserRouter(localisedRoutes(pages)), []);
  return <RouterProvider router={router} />;
}
