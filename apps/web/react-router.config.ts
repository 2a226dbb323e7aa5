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
  // The whole route table up front. (Lazy discovery would spare a phone ranking it, mounted once per
  // language, but an action's redirect to a page not yet discovered then kept the old page.)
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
