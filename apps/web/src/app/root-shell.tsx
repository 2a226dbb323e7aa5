import { Outlet, ScrollRestoration } from 'react-router';
import { ToastRegion } from '@/components/toast/toast-region';

/** Around every page: scroll restoration (back restores, new pages start at the top or the hash) and toasts. */
export function RootShell() {
  return (
    <>
      <Outlet />
      <ToastRegion />
      <ScrollRestoration />
    </>
  );
}
