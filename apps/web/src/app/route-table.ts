export type LayoutName = 'default' | 'centered' | 'black-inclined-lines' | 'no-footer';

/** The four layouts of docs/product.md §2. */
export const layoutNames: readonly LayoutName[] = ['default', 'centered', 'black-inclined-lines', 'no-footer'];

export interface PageRoute {
  /** Route name; each mounted copy carries a language suffix (`about-us___de`). */
  name: string;
  /** Path without a language prefix or leading slash. */
  path: string;
  layout: LayoutName;
  /** The route module (page, loader, action), relative to src/. */
  module: string;
}

/**
 * docs/product.md §2's route table, declared once; `routes.ts` mounts it unprefixed (English) and
 * under every language prefix. Routes without layout meta use the default layout.
 */
export const routeTable: readonly PageRoute[] = [
  { name: 'about-us', path: 'about-us', layout: 'centered', module: 'app/routes/about-us.tsx' },
  {
    name: 'admin-registration-link-generator',
    path: 'admin/registrationlinkgenerator',
    layout: 'black-inclined-lines',
    module: 'app/routes/admin/registration-link-generator.tsx',
  },
  {
    name: 'admin-split-generator',
    path: 'admin/splitgenerator',
    layout: 'default',
    module: 'app/routes/admin/split-generator.tsx',
  },
  // Ours: the product names content pages and the stores page without paths.
  { name: 'content', path: 'content/:slug', layout: 'default', module: 'app/routes/content.tsx' },
  { name: 'stores', path: 'stores', layout: 'centered', module: 'app/routes/stores.tsx' },
  { name: 'error-404', path: 'error/404', layout: 'centered', module: 'app/routes/error/not-found.tsx' },
  { name: 'lobby', path: 'lobby', layout: 'centered', module: 'app/routes/lobby.tsx' },
  {
    name: 'membership-interest',
    path: 'membership-interest',
    layout: 'black-inclined-lines',
    module: 'app/routes/membership-interest/intro.tsx',
  },
  {
    name: 'membership-interest-apply',
    path: 'membership-interest/apply',
    layout: 'black-inclined-lines',
    module: 'app/routes/membership-interest/apply.tsx',
  },
  {
    name: 'membership-interest-confirmation',
    path: 'membership-interest/confirmation',
    layout: 'black-inclined-lines',
    module: 'app/routes/membership-interest/confirmation.tsx',
  },
  {
    name: 'registration-activate-account',
    path: 'registration/activateaccount',
    layout: 'no-footer',
    module: 'app/routes/registration/activate-account.tsx',
  },
  {
    name: 'registration-activate-account-error',
    path: 'registration/activateaccountError',
    layout: 'centered',
    module: 'app/routes/registration/activate-account-error.tsx',
  },
  {
    name: 'registration-deny',
    path: 'registration/deny',
    layout: 'black-inclined-lines',
    module: 'app/routes/registration/deny.tsx',
  },
  {
    name: 'registration-form-finished',
    path: 'registration/formfinished',
    layout: 'centered',
    module: 'app/routes/registration/form-finished.tsx',
  },
  {
    name: 'registration-form-started',
    path: 'registration/formstarted',
    layout: 'default',
    module: 'app/routes/registration/form-started.tsx',
  },
  {
    name: 'registration-gift-voucher',
    path: 'registration/gift-voucher',
    layout: 'centered',
    module: 'app/routes/registration/gift-voucher.tsx',
  },
  {
    name: 'registration-email-active-complete',
    path: 'registration/registrationformemailactivecomplete',
    layout: 'centered',
    module: 'app/routes/registration/email-active-complete.tsx',
  },
  {
    name: 'registration-email-pending-complete',
    path: 'registration/registrationformemailpendingcomplete',
    layout: 'centered',
    module: 'app/routes/registration/email-pending-complete.tsx',
  },
  {
    // Named in the product without a path; this one is ours.
    name: 'social-registration-second-step',
    path: 'registration/social-registration-second-step',
    layout: 'default',
    module: 'app/routes/registration/social-second-step.tsx',
  },
  // The catch-all landing page with its optional campaign slug; static paths above rank first.
  { name: 'landing', path: ':slug?', layout: 'default', module: 'app/routes/landing.tsx' },
];
