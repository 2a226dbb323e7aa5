import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { ToastRegion } from '@/components/toast/toast-region';

/** Around every page: scroll restoration (back restores, new pages start at the top or the hash) and toasts. */
export function RootShell() {
  // Hydrated: the page's buttons listen from now on (styles.css keeps them from taking clicks before).
  useEffect(() => document.getElementById('root')?.removeAttribute('data-hydrating'), []);
  return (
    <>
      <Outlet />
      <ToastRegion />
      <ScrollRestoration />
    </>
  );
}
