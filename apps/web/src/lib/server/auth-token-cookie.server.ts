import { authTokenCookie as authTokenCookieName } from '@/lib/auth-token';
import { plainCookie, plainValue } from '@/lib/plain-cookie';

/**
 * The shop's auth token cookie (docs/product.md §9: 7 days, Secure, SameSite=Lax), which the
 * shop's login writes as it is and this app only reads, on the server: no attributes to set here.
 */
const authTokenCookie = plainCookie(authTokenCookieName);

/** The auth token of a Cookie header, or null. */
export const authTokenOf = (header: string | null | undefined) => plainValue(authTokenCookie, header);
