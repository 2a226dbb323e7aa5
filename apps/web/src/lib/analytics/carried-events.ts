import { plainCookie, plainValue } from '@/lib/plain-cookie';
import { carriedEventsCookieName, type DataLayerEntry } from './consent-queue';

/**
 * The tracked events of a form the browser posted itself (before the app's scripts ran, or
 * without them), on their way from the server to the browser: the server knows the outcome, but
 * only a browser has the data layer and the visitor's consent. The action's answer sets it
 * (`lib/server/carried-events.server.ts`); the next page's start-up moves it into the analytics
 * queue, which waits for consent, and removes it: taken once, so a reload or a way back to the
 * page finds nothing to count again. The events are entries as the data layer gets them, e-mail
 * and registration id already hashed, so scripts that read cookies see no address. Short-lived:
 * a browser that never runs the app's scripts has no data layer to count them in. Not HttpOnly:
 * the browser takes it; as a blocked visit's cookie (`lib/startup/blocked-visit.ts`).
 */
export const carriedEventsCookie = plainCookie(carriedEventsCookieName, { maxAge: 300 });

// A cookie holds 4 kB with its name and attributes; the value is URL-encoded JSON.
const maxEncodedLength = 3500;

const isPrimitive = (value: unknown) => ['string', 'number', 'boolean'].includes(typeof value);

/** An entry as `analyticsEntry` makes it: an event's name and flat values, nothing else. */
const isCarriedEntry = (value: unknown): value is DataLayerEntry =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof (value as { event?: unknown }).event === 'string' &&
  Object.values(value).every(isPrimitive);

/** The events a Cookie header (`document.cookie` in the browser) carries; none for a value not ours. */
export function carriedEntriesOf(header: string | null | undefined): DataLayerEntry[] {
  try {
    const carried: unknown = JSON.parse(plainValue(carriedEventsCookie, header) ?? '[]');
    return Array.isArray(carried) ? carried.filter(isCarriedEntry) : [];
  } catch {
    return [];
  }
}

/**
 * The cookie's value for these events, oldest first: as many of the newest as fit. Events still
 * carried from an earlier post (a lean step 1 posted before step 2, no page's scripts run in
 * between) come first, so none is lost to the next post.
 */
export function carriedValue(entries: readonly DataLayerEntry[]): string {
  let kept = [...entries];
  while (kept.length > 0 && encodeURIComponent(JSON.stringify(kept)).length > maxEncodedLength) kept = kept.slice(1);
  return JSON.stringify(kept);
}

/** Moves the events the server carried to this page to `track` (the analytics queue), once. */
export function takeCarriedEvents(win: Window, track: (entry: DataLayerEntry) => void): void {
  const entries = carriedEntriesOf(win.document.cookie);
  win.document.cookie = carriedEventsCookie.serialize('', { maxAge: 0 });
  entries.forEach(track);
}
