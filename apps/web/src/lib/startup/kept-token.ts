import { tokenMaxLength } from './constants';
import { readCookie } from './lang-cookie';

/**
 * A token that arrives in the address (a link from a mail, the social sign-in's return) and is
 * kept in a session cookie instead: it leaves the address bar, and with it analytics page views,
 * referrers and shared links, while a reload or a language switch still finds it, on the server as
 * in the browser. The cookie has no Max-Age, so it ends with the browser session.
 */
export interface TokenKeeping {
  /** The query parameter that brings the token. */
  param: string;
  /** The session cookie that keeps it. */
  cookie: string;
}

export const keptTokens = {
  /** The lobby's token (docs/product.md §2), naming the e-mail that may join the waiting list. */
  lobby: { param: 'token', cookie: 'acq_lobby_token' },
  /** The social sign-in's token, naming the provider account's e-mail, for the social second step. */
  socialSignUp: { param: 'token', cookie: 'acq_social_token' },
  /** The approval mail's token of a visitor let in from the waiting list (landing page). */
  waitingListApproval: { param: 'approvalToken', cookie: 'acq_approval_token' },
  /** A link's token naming the e-mail that lean registration starts at step 2 with (landing page). */
  leanEmail: { param: 'emailToken', cookie: 'acq_email_token' },
} as const satisfies Record<string, TokenKeeping>;

export function tokenCookie({ cookie }: TokenKeeping, token: string): string {
  return `${cookie}=${encodeURIComponent(token)}; Path=/; SameSite=Lax`;
}

/** The cookie that makes the browser forget a kept token. */
function forgottenTokenCookie({ cookie }: TokenKeeping): string {
  return `${cookie}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** Where the tokens in the address go: the address without them and the cookies that keep them. */
export interface TokenMove {
  location: string;
  setCookies: string[];
}

/**
 * Takes the given tokens out of the address. Null when the address carries none of them; else the
 * address without them (other parameters and the hash stay) and a cookie per token worth keeping
 * (an over-long value is dropped from the address and not kept; an empty one forgets the kept token:
 * "use another e-mail" without scripts).
 */
export function moveTokensOutOfAddress(url: URL, keepings: readonly TokenKeeping[]): TokenMove | null {
  const present = keepings.filter(({ param }) => url.searchParams.has(param));
  if (present.length === 0) return null;
  const next = new URL(url);
  const setCookies: string[] = [];
  for (const keeping of present) {
    const token = url.searchParams.get(keeping.param) ?? '';
    next.searchParams.delete(keeping.param);
    if (token === '') setCookies.push(forgottenTokenCookie(keeping));
    else if (token.length <= tokenMaxLength) setCookies.push(tokenCookie(keeping, token));
  }
  return { location: `${next.pathname}${next.search}${next.hash}`, setCookies };
}

/** The kept token, from a Cookie header or `document.cookie`. */
export function keptToken(cookies: string, { cookie }: TokenKeeping): string | null {
  const token = readCookie({ cookie: cookies }, cookie);
  return token && token.length <= tokenMaxLength ? token : null;
}
