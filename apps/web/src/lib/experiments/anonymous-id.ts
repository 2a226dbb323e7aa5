import { readCookie } from '@/lib/startup/lang-cookie';

/** The experiments' hash attribute, stable across visits: a first-party cookie of this name. */
export const anonymousIdKey = 'acqAnonymousId';

/** A year: assignments stay the same for returning visitors. */
const anonymousIdMaxAgeSeconds = 365 * 24 * 60 * 60;

/** The visitor's anonymous id from a Cookie header, or null when there is none (or it is malformed). */
export function anonymousIdFromCookies(cookies: string): string | null {
  const id = readCookie({ cookie: cookies }, anonymousIdKey);
  return id !== null && /^[\w-]{1,64}$/.test(id) ? id : null;
}

export function anonymousIdCookie(id: string): string {
  return `${anonymousIdKey}=${id}; Max-Age=${anonymousIdMaxAgeSeconds}; Path=/; SameSite=Lax`;
}
