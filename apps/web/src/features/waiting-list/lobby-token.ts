import { readCookie } from '@/lib/startup/lang-cookie';

/**
 * The lobby token, kept in a cookie for the browser session once read from the address, so that
 * it leaves the address bar (and with it analytics page views, referrers and shared links) while
 * a reload or a language switch still finds it, on the server as in the browser.
 */
export const lobbyTokenCookieName = 'acq_lobby_token';

/** A session cookie (no Max-Age): it ends with the browser session, as the token's use does. */
export function lobbyTokenCookie(token: string): string {
  return `${lobbyTokenCookieName}=${encodeURIComponent(token)}; Path=/; SameSite=Lax`;
}

/** The kept token, from a Cookie header or `document.cookie`. */
export function rememberedLobbyToken(cookies: string): string | null {
  return readCookie({ cookie: cookies }, lobbyTokenCookieName);
}
