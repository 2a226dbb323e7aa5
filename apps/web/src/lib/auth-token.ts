import Cookies from 'js-cookie';

/** SPEC.md §9: the auth token lives in this cookie for 7 days, secure, SameSite lax. */
export const authTokenCookie = 'apollo:default.token';
const authTokenMaxAgeDays = 7;
const defaultAuthType = 'Bearer';

export function readAuthToken(): string | null {
  return Cookies.get(authTokenCookie) ?? null;
}

export function writeAuthToken(token: string): void {
  Cookies.set(authTokenCookie, token, { expires: authTokenMaxAgeDays, secure: true, sameSite: 'lax', path: '/' });
}

/** The Authorization header: the token, prefixed by the auth type unless it has a word prefix already. */
export function authorizationHeader(token: string | null | undefined, authType = defaultAuthType): string | null {
  const value = token?.trim();
  if (!value) return null;
  return /^\w+\s+\S/.test(value) ? value : `${authType} ${value}`;
}
