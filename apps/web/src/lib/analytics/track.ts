import { analyticsQueue } from './data-layer';
import type { AnalyticsEventDetails, AnalyticsEventName } from './events';
import { hashEmail, sha256Hex } from './sha256';

/** The data-layer entry for an event: personal values replaced by their hashes. */
export async function analyticsEntry(
  event: AnalyticsEventName,
  { email, registrationId, ...params }: AnalyticsEventDetails = {},
): Promise<Record<string, unknown>> {
  const entry: Record<string, unknown> = { event, ...params };
  if (email) entry.hashed_email = await hashEmail(email);
  if (registrationId) entry.hashed_registration_id = await sha256Hex(registrationId);
  return entry;
}

/**
 * The one way the app tracks an event. The event reaches the data layer once the consent
 * library is ready (docs/product.md §4); until then it waits in the analytics queue.
 */
export async function trackEvent(event: AnalyticsEventName, details?: AnalyticsEventDetails): Promise<void> {
  analyticsQueue.push(await analyticsEntry(event, details));
}
