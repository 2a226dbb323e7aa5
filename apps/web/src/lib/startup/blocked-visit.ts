import { plainCookie, plainValue } from '../plain-cookie';
import { blockedVisitCookieName, rememberBlockedVisit, type BlockedVisit } from './referrer';

/**
 * A blocked visit the server turned away (a redirect to the deny page, docs/product.md §4), on its
 * way to local storage: the server has the code and the referrer but no storage, so the redirect
 * carries them in this cookie for the deny page's browser to keep and remove. Short-lived, and
 * kept short: a cookie holds 4 kB.
 */
export const blockedVisitCookie = plainCookie(blockedVisitCookieName, { maxAge: 300 });

export const blockedVisitHeader = ({ rc, referrer }: BlockedVisit): string =>
  blockedVisitCookie.serialize(JSON.stringify({ rc: rc?.slice(0, 256) ?? null, referrer: referrer.slice(0, 1024) }));

/** Moves a blocked visit the server saw from its cookie into local storage. */
export function keepBlockedVisit(win: Window): void {
  const value = plainValue(blockedVisitCookie, win.document.cookie);
  win.document.cookie = blockedVisitCookie.serialize('', { maxAge: 0 });
  try {
    const { rc, referrer } = JSON.parse(value ?? '') as Partial<BlockedVisit>;
    if (typeof referrer === 'string')
      rememberBlockedVisit(win.localStorage, { rc: typeof rc === 'string' ? rc : null, referrer });
  } catch {
    // Not one the server wrote: nothing to keep.
  }
}
