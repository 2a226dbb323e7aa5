/**
 * docs/product.md §9: the auth token lives in this cookie (7 days, secure). The shop's login writes
 * it; this app only reads it, on the server (which forwards it to the backend and tells the page
 * who is signed in), so the cookie can be HttpOnly: no operation of the schema returns a token
 * (registration, activation, waiting list and membership answer with outcomes; sign-in happens on
 * the shop's login page), so the app has no token to store and keeps no writer.
 */
export const authTokenCookie = 'apollo:default.token';
const defaultAuthType = 'Bearer';

/** The Authorization header: the token, prefixed by the auth type unless it has a word prefix already. */
export function authorizationHeader(token: string | null | undefined, authType = defaultAuthType): string | null {
  const value = token?.trim();
  if (!value) return null;
  return /^\w+\s+\S/.test(value) ? value : `${authType} ${value}`;
}
