import type { Config } from '@react-router/dev/config';

// React Router's template as the web app sets it: pages rendered on the server, lazy route
// discovery (the default). `dist/`, as the web app's build.
export default {
  buildDirectory: 'dist',
  ssr: true,
} satisfies Config;
