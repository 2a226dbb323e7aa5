import type { TrackedEvent } from '@/lib/analytics/events';

/** The activation page's action name (`activate-action.server.ts`). */

export type ActivationOutcome = { activated: true } | { failed: 'invalid-link' | 'failed'; next: string };

/**
 * A failed activation (docs/product.md §8): tracked by the activation page for a post the router
 * sent, carried to the error page by the action for one the browser sent itself.
 */
export const activationFailed = (reason: 'invalid-link' | 'failed'): TrackedEvent => ({
  event: reason === 'invalid-link' ? 'error_registration_activation_not_found' : 'error_registration_activation_failed',
});
