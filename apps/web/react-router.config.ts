import type { Config } from '@react-router/dev/config';

// WEB_DIST_DIR (relative to apps/web) lets browser-test runs use builds of their own.
const distDir = process.env.WEB_DIST_DIR ?? 'dist';

// React Router's framework mode: every page is rendered on the server per request, route loaders
// and actions run there only, and client-side navigations and submissions reach them through the
// router (single fetch). The app's route modules live under src/.
export default {
  appDirectory: 'src',
  buildDirectory: distDir,
  ssr: true,
  // Lazy route discovery: a page carries the routes it matches, and the browser asks the server for
  // those of a page it has not met (`/__manifest`, for the links in view ahead of a click). The whole
  // table, mounted once per language, was 209 routes that a phone parsed and ranked before hydrating.
  routeDiscovery: { mode: 'lazy' },
  // A route module is one chunk. Split (the default), its `clientLoader` and `clientAction` came as
  // chunks of their own, a line each that calls the shared code, so that a navigation could run
  // them before the page's component arrived: two more requests in the landing page's first load
  // for a few kB that every navigation to it needs anyway.
  splitRouteModules: false,
} satisfies Config;
