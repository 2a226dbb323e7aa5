import { analyticsEntry } from './analytics-entry';
import { analyticsQueue } from './data-layer';
import type { AnalyticsEventDetails, AnalyticsEventName, TrackedEvent } from './events';

/**
 * The one way the app tracks an event. The event reaches the data layer once the consent
 * library is ready (docs/product.md §4); until then it waits in the analytics queue.
 */
export async function trackEvent(event: AnalyticsEventName, details?: AnalyticsEventDetails): Promise<void> {
  analyticsQueue.push(await analyticsEntry(event, details));
}

/** Tracks an outcome's events in the order given (each waits for the one before to be hashed). */
export async function trackEvents(events: readonly TrackedEvent[]): Promise<void> {
  for (const { event, details } of events) await trackEvent(event, details);
}
