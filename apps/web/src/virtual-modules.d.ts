declare module 'virtual:react-router/server-build' {
  import type { ServerBuild } from 'react-router';
  export const {
    assets,
    assetsBuildDirectory,
    basename,
    entry,
    future,
    isSpaMode,
    publicPath,
    routes,
    routeDiscovery,
    ssr,
    prerender,
  }: ServerBuild;
}
