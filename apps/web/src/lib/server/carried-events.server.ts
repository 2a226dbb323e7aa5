import { analyticsEntry } from '@/lib/analytics/analytics-entry';
import { carriedEntriesOf, carriedEventsCookie, carriedValue } from '@/lib/analytics/carried-events';
import type { TrackedEvent } from '@/lib/analytics/events';
import { overHttps } from '@/lib/plain-cookie';
import { sentByRouter, type RouteArgs } from './route-args.server';

/**
 * The Set-Cookie header that carries a form's tracked events to the next page's browser
 * (`lib/analytics/carried-events.ts`), or null when there is nothing to carry.
 *
 * Only for a post the browser sent itself. A post the router sent is tracked by its page, which
 * has the answer before it moves on (docs/rendering.md); carrying it too would count it twice.
 * Leaving the router's posts to the page is the simpler of the two ways to count each once: the
 * page's own tracking already has the outcome at hand (and the landing form's submit is counted
 * as it is sent, before any answer), while carrying every outcome would have the page wait for a
 * cookie after each answer. Which of the two sent a post, the server tells by its address
 * (`sentByRouter`), so no post is counted by both and none by neither.
 *
 * Events still carried from an earlier post that no page's scripts have taken yet stay, before
 * these: the cookie then holds both, and the next page that runs the app counts each once.
 */
export async function carriedEventsHeader(
  page: Pick<RouteArgs, 'request' | 'url'>,
  events: readonly TrackedEvent[],
): Promise<string | null> {
  if (events.length === 0 || sentByRouter(page)) return null;
  const entries = await Promise.all(events.map(({ event, details }) => analyticsEntry(event, details)));
  const waiting = carriedEntriesOf(page.request.headers.get('cookie'));
  return carriedEventsCookie.serialize(carriedValue([...waiting, ...entries]), { secure: overHttps(page.request.url) });
}

/** The same as headers for an answer (`data`, `redirect`): none, or the one cookie. */
export async function carriedEventsHeaders(
  page: Pick<RouteArgs, 'request' | 'url'>,
  events: readonly TrackedEvent[],
): Promise<Headers> {
  const headers = new Headers();
  const cookie = await carriedEventsHeader(page, events);
  if (cookie) headers.append('Set-Cookie', cookie);
  return headers;
}
