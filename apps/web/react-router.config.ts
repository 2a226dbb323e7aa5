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
  // The whole route table is small: one manifest up front instead of a request per navigation.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
