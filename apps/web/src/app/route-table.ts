import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import { contentLoader } from './routes/content-loader';
import { landingLoader } from './routes/landing-loader';
import { keptTokens } from '@/lib/startup/kept-token';
import { tokenPageLoader } from './routes/token-page-loader';

export type LayoutName = 'default' | 'centered' | 'black-inclined-lines' | 'no-footer';

export interface PageRoute {
  /** Route name; each mounted copy carries a language suffix (`about-us___de`). */
  name: string;
  /** Path without a language prefix or leading slash. */
  path: string;
  layout: LayoutName;
  /** Code-split page module. */
  page: () => Promise<{ default: ComponentType }>;
  /** Route validation and redirects that run before the page renders. */
  loader?: LoaderFunction;
}

/**
 * SPEC.md §2's route table, declared once; the router mounts it unprefixed (English) and under
 * every language prefix. Routes without layout meta use the default layout.
 */
export const routeTable: readonly PageRoute[] = [
  { name: 'about-us', path: 'about-us', layout: 'centered', page: () => import('./routes/about-us') },
  {
    name: 'admin-registration-link-generator',
    path: 'admin/registrationlinkgenerator',
    layout: 'black-inclined-lines',
    page: () => import('./routes/admin/registration-link-generator'),
  },
  {
    name: 'admin-split-generator',
    path: 'admin/splitgenerator',
    layout: 'default',
    page: () => import('./routes/admin/split-generator'),
  },
  // Ours: SPEC.md names content pages and the stores page without paths.
  {
    name: 'content',
    path: 'content/:slug',
    layout: 'default',
    page: () => import('./routes/content'),
    loader: contentLoader,
  },
  { name: 'stores', path: 'stores', layout: 'centered', page: () => import('./routes/stores') },
  { name: 'error-404', path: 'error/404', layout: 'centered', page: () => import('./routes/error/not-found') },
  {
    name: 'lobby',
    path: 'lobby',
    layout: 'centered',
    page: () => import('./routes/lobby'),
    loader: tokenPageLoader(keptTokens.lobby),
  },
  {
    name: 'membership-interest',
    path: 'membership-interest',
    layout: 'black-inclined-lines',
    page: () => import('./routes/membership-interest/intro'),
  },
  {
    name: 'membership-interest-apply',
    path: 'membership-interest/apply',
    layout: 'black-inclined-lines',
    page: () => import('./routes/membership-interest/apply'),
  },
  {
    name: 'membership-interest-confirmation',
    path: 'membership-interest/confirmation',
    layout: 'black-inclined-lines',
    page: () => import('./routes/membership-interest/confirmation'),
  },
  {
    name: 'registration-activate-account',
    path: 'registration/activateaccount',
    layout: 'no-footer',
    page: () => import('./routes/registration/activate-account'),
  },
  {
    name: 'registration-activate-account-error',
    path: 'registration/activateaccountError',
    layout: 'centered',
    page: () => import('./routes/registration/activate-account-error'),
  },
  {
    name: 'registration-deny',
    path: 'registration/deny',
    layout: 'black-inclined-lines',
    page: () => import('./routes/registration/deny'),
  },
  {
    name: 'registration-form-finished',
    path: 'registration/formfinished',
    layout: 'centered',
    page: () => import('./routes/registration/form-finished'),
  },
  {
    name: 'registration-form-started',
    path: 'registration/formstarted',
    layout: 'default',
    page: () => import('./routes/registration/form-started'),
  },
  {
    name: 'registration-gift-voucher',
    path: 'registration/gift-voucher',
    layout: 'centered',
    page: () => import('./routes/registration/gift-voucher'),
  },
  {
    name: 'registration-email-active-complete',
    path: 'registration/registrationformemailactivecomplete',
    layout: 'centered',
    page: () => import('./routes/registration/email-active-complete'),
  },
  {
    name: 'registration-email-pending-complete',
    path: 'registration/registrationformemailpendingcomplete',
    layout: 'centered',
    page: () => import('./routes/registration/email-pending-complete'),
  },
  {
    // Named in SPEC.md without a path; this one is ours.
    name: 'social-registration-second-step',
    path: 'registration/social-registration-second-step',
    layout: 'default',
    page: () => import('./routes/registration/social-second-step'),
    loader: tokenPageLoader(keptTokens.socialSignUp),
  },
  // The catch-all landing page with its optional campaign slug; static paths above rank first.
  { name: 'landing', path: ':slug?', layout: 'default', page: () => import('./routes/landing'), loader: landingLoader },
];
