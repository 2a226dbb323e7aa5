import { createCookie } from 'react-router';
import { cookieSecrets } from '@/lib/server/cookie-secrets.server';
import { tokenMaxLength } from './constants';
import { sameOriginPath } from './locale-path';
import type { TokenKeeping } from './kept-token';

/**
 * A kept token's cookie: a session cookie (no Max-Age: it ends with the browser session), signed,
 * so only a token this server took out of an address counts (not one planted by another site or
 * subdomain), and HttpOnly, as only the server reads it (its loaders give the pages what they show).
 */
export const keptTokenCookie = ({ cookie }: TokenKeeping) =>
  createCookie(cookie, { path: '/', sameSite: 'lax', httpOnly: true, secrets: cookieSecrets });

/** Where the tokens in the address go: the address without them and the cookies that keep them. */
export interface TokenMove {
  location: string;
  setCookies: string[];
}

/**
 * Takes the given tokens out of the address. Null when the address carries none of them; else the
 * address without them (other parameters and the hash stay) and a cookie per token worth keeping
 * (an over-long value is dropped from the address and not kept; an empty one forgets the kept token:
 * "use another e-mail" without scripts), Secure when the request came over HTTPS.
 */
export async function moveTokensOutOfAddress(
  url: URL,
  keepings: readonly TokenKeeping[],
  { secure }: { secure: boolean },
): Promise<TokenMove | null> {
  const present = keepings.filter(({ param }) => url.searchParams.has(param));
  if (present.length === 0) return null;
  const next = new URL(url);
  const setCookies: string[] = [];
  for (const keeping of present) {
    const token = url.searchParams.get(keeping.param) ?? '';
    next.searchParams.delete(keeping.param);
    if (token === '') setCookies.push(await keptTokenCookie(keeping).serialize('', { maxAge: 0, secure }));
    else if (token.length <= tokenMaxLength)
      setCookies.push(await keptTokenCookie(keeping).serialize(token, { secure }));
  }
  // A path of several leading slashes (`/.//` is `//`) would be another host's address in a Location.
  return { location: `${sameOriginPath(next.pathname)}${next.search}${next.hash}`, setCookies };
}

/** The kept token of a Cookie header, or null when there is none, or its signature is not ours. */
export async function keptToken(header: string | null, keeping: TokenKeeping): Promise<string | null> {
  const token: unknown = await keptTokenCookie(keeping).parse(header);
  return typeof token === 'string' && token !== '' && token.length <= tokenMaxLength ? token : null;
}
