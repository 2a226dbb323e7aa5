import type { TrackedEvent } from '@/lib/analytics/events';

/**
 * A join of the waiting list (docs/product.md §9), with the lobby token's address: tracked by the
 * lobby for a post the router sent, carried to the next page by the action for one the browser
 * sent itself (`join-action.server.ts`).
 */
export const waitingListJoined = (email: string): TrackedEvent => ({ event: 'join_waitlist', details: { email } });
