import { plainCookie, plainValue } from '@/lib/plain-cookie';
import { anonymousIdKey } from './experiments-state';

/**
 * The visitor's anonymous id, kept a year so assignments stay the same for returning visitors.
 * Not HttpOnly: on a page a shared cache served, the browser reads it (the caching edge set it).
 */
export const anonymousIdCookie = plainCookie(anonymousIdKey, {
  maxAge: 365 * 24 * 60 * 60,
  path: '/',
  sameSite: 'lax',
});

/** The visitor's anonymous id from a Cookie header, or null when there is none (or it is malformed). */
export async function anonymousIdFromCookies(header: string | null | undefined): Promise<string | null> {
  const id = await plainValue(anonymousIdCookie, header);
  return id !== null && /^[\w-]{1,64}$/.test(id) ? id : null;
}
