import type { Release } from '../../build/release';

declare const __ACQ_RELEASE__: Release | undefined;

/**
 * The build's version and commit (build/release.ts), the same in the browser and on the server.
 * Vite fixes it into every build and into the pages `pnpm dev` serves; the dev server's own process
 * (tsx, no build) has none and says so.
 */
export const release: Release =
  typeof __ACQ_RELEASE__ === 'undefined' ? { version: 'development', commit: 'development' } : __ACQ_RELEASE__;

/** The app's version in the data layer and in error reports: the build's version and commit. */
export const applicationVersion = `${release.version}+${release.commit}`;
