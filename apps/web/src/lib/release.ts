import type { Release } from '../../build/release';

declare const __ACQ_RELEASE__: Release;

/** The build's version and commit (build/release.ts), the same in the browser and on the server. */
export const release: Release = __ACQ_RELEASE__;
