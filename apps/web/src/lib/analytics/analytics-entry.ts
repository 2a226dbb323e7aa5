import type { AnalyticsEventDetails, AnalyticsEventName } from './events';
import { hashEmail, sha256Hex } from './sha256';

/**
 * The data-layer entry for an event: personal values replaced by their hashes. The browser makes
 * it as it tracks; the server makes the same for the events it carries to the next page
 * (`lib/server/carried-events.server.ts`), with the same Web Crypto digest.
 */
export async function analyticsEntry(
  event: AnalyticsEventName,
  { email, registrationId, ...params }: AnalyticsEventDetails = {},
): Promise<Record<string, unknown>> {
  const entry: Record<string, unknown> = { event, ...params };
  if (email) entry.hashed_email = await hashEmail(email);
  if (registrationId) entry.hashed_registration_id = await sha256Hex(registrationId);
  return entry;
}
