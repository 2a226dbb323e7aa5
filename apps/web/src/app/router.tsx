import { useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { registerRouter } from './client-navigation';

export type BrowserRouter = ReturnType<typeof createBrowserRouter>;

/** The browser's router; experiments, which live above it, navigate through the registration. */
export function AppRouter({ router }: { router: BrowserRouter }) {
  useEffect(() => registerRouter(router), [router]);
  return <RouterProvider router={router} />;
}
