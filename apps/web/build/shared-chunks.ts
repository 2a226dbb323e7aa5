import type { Rolldown } from 'vite';

/**
 * Chunks for code that a few pages share (what every page runs is `build/every-page-chunk.ts`).
 *
 * Left to itself, the bundler gives each set of pages sharing code a chunk of its own, so the
 * landing page's code came in fifteen chunks beside its route module, ten of them under 1 kB
 * (the form kit alone was five). A phone pays for each one before the page can hydrate: a
 * preload that the page's held-back scripts start in a task of its own, a request (its headers
 * were some 400 bytes, more than many a chunk), a module to compile and link. The groups below
 * put what the landing page's code and its forms use together into a few chunks: the landing
 * page's first load fell from 29 chunks to 23, and from + 35.0 to + 33.8 kB over the floor (one
 * stream compresses better than many). A page that shares only part of a group loads the rest
 * with it, a few hundred bytes; the pages that pay more than 1 kB are the admin split page and
 * social sign-up's second step (`scripts/bundle-size.mjs`; docs/benchmarks.md, 2026-11-28).
 *
 * A group takes the modules its captured modules import too, unless an earlier group took them:
 * so the small modules that other pages load on their own (the experiments' landing options,
 * which the field metrics and the experiments' browser code load on every page; the
 * registration's state; where a visitor came from) come first, in chunks of their own, and the
 * registration's group does not pull them and itself into those pages.
 */
export const sharedChunkGroups: Rolldown.CodeSplittingGroup[] = [
  // The analytics queue and the event tracker, which the landing page's code and the consent
  // code loaded after hydration share.
  { name: 'analytics', test: /\/src\/lib\/analytics\/(track|sha256|data-layer|consent-queue)\.ts$/ },
  { name: 'landing-options', test: /\/src\/lib\/experiments\/landing-options\.ts$/ },
  { name: 'registration-state', test: /\/src\/features\/registration\/state\/registration-state\.ts$/ },
  { name: 'landing-source', test: /\/src\/features\/registration\/landing-source\.ts$/ },
  // The forms' parts that every form uses, with or without the form library (which stays out:
  // `use-app-form` loads it, and only forms of several fields need it).
  {
    name: 'form-kit',
    test: /\/src\/(components\/form\/(form|field-error|ticked|kept-values|app-form|error-summary|text-field|use-kept-field|client-action)|lib\/session-id-field)\.tsx?$/,
  },
  // The registration's code that the landing page and the registration's other pages share.
  {
    name: 'registration-landing',
    test: /\/src\/(features\/registration\/(hooks\/(registration-page-data|use-invitation|use-landing-options|use-posted-first-step)|invitation-problem)|components\/(stepper\/stepper|dialog\/use-open-modal))\.tsx?$/,
  },
];
