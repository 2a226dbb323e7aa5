import { Outlet } from 'react-router';

/**
 * The pages under one language prefix. The language itself comes with the page-load data of the
 * root route, which is loaded again when a navigation enters another prefix.
 */
export default function LocaleScope() {
  return <Outlet />;
}
