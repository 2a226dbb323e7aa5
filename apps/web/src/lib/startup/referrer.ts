import blockedReferrerGroups from './blocked-referrers.json';
import { denyPath } from './constants';
import { currentPrefix, stripLocalePrefix } from './locale-path';

/**
 * Host-name fragments of coupon, deal and code-sharing sites, search engines, forums and
 * temporary-mail services (docs/product.md §5). An invitation reached through one of them has leaked.
 * Search engines are listed by their search hosts (`www.google.`, `search.yahoo.`), so that
 * invitation mails opened in the same companies' webmail (mail.google.com) still pass.
 */
export const blockedReferrers: readonly string[] = Object.values(blockedReferrerGroups).flat();

/** Whether the referrer is a valid http(s) URL whose host name contains a blocklist entry. */
export function isBlockedReferrer(referrer: string | null | undefined, blocklist = blockedReferrers): boolean {
  if (!referrer) return false;
  let hostname: string;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    hostname = url.hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return false;
  }
  // An empty entry would match every host.
  return blocklist.some((entry) => entry !== '' && hostname.includes(entry.toLowerCase()));
}

export const blockedVisitStorageKeys = { rc: 'acq.blockedVisit.rc', referrer: 'acq.blockedVisit.referrer' } as const;

/**
 * The cookie in which the server hands a blocked visit it turned away to the deny page's browser
 * (blocked-visit.ts); named here, where the browser's start-up looks for it without the cookie code.
 */
export const blockedVisitCookieName = 'acq_blocked_visit';

// A referrer may be long; local storage is small and shared by the whole origin.
const maxStoredLength = 2048;

/** A visit from a blocked referrer: its invitation code (`rc`) and the referrer. */
export interface BlockedVisit {
  rc: string | null;
  referrer: string;
}

/** Saves the rc code and the referrer before the deny redirect (docs/product.md §4); storage failures are ignored. */
export function rememberBlockedVisit(storage: Pick<Storage, 'setItem'>, { rc, referrer }: BlockedVisit): void {
  try {
    if (rc) storage.setItem(blockedVisitStorageKeys.rc, rc.slice(0, maxStoredLength));
    storage.setItem(blockedVisitStorageKeys.referrer, referrer.slice(0, maxStoredLength));
  } catch {
    // Storage can be full or disabled (private mode); the visitor is denied all the same.
  }
}

/**
 * The deny page under the path's language prefix when the referrer is blocked; null when it is not,
 * or when the visitor is on the deny page already (a client-side redirect keeps `document.referrer`).
 */
export function blockedReferrerRedirect(
  pathname: string,
  referrer: string | null | undefined,
  blocklist = blockedReferrers,
): string | null {
  if (!isBlockedReferrer(referrer, blocklist)) return null;
  if (
    stripLocalePrefix(pathname)
      .replace(/(.)\/+$/, '$1')
      .toLowerCase() === denyPath
  )
    return null;
  return `${currentPrefix(pathname)}${denyPath}`;
}
