import { redirect, replace, type LoaderFunctionArgs } from 'react-router';
import { denyPath } from '@/lib/startup/constants';
import { keptToken, moveTokensOutOfAddress, type TokenKeeping } from '@/lib/startup/kept-token';
import { currentPrefix } from '@/lib/startup/locale-path';
import { emailFromToken } from '@/lib/startup/token';

const inBrowser = typeof document !== 'undefined';

/**
 * Moves the given tokens from the address into their session cookies (`kept-token.ts`): on the
 * server a redirect that sets them, in the browser (a client-side navigation) the cookies are
 * written and the history entry replaced. Else the kept tokens, by query parameter.
 */
export function keepTokens(
  request: Request,
  keepings: readonly TokenKeeping[],
): Response | Map<TokenKeeping, string | null> {
  const move = moveTokensOutOfAddress(new URL(request.url), keepings);
  if (move) {
    if (!inBrowser) {
      const headers = new Headers();
      for (const cookie of move.setCookies) headers.append('Set-Cookie', cookie);
      return replace(move.location, { headers });
    }
    for (const cookie of move.setCookies) document.cookie = cookie;
    return replace(move.location);
  }
  const cookies = inBrowser ? document.cookie : (request.headers.get('cookie') ?? '');
  return new Map(keepings.map((keeping) => [keeping, keptToken(cookies, keeping)]));
}

/**
 * The loader of a token page (SPEC.md §2, §5: the lobby and the social second step): the page
 * needs a token naming an e-mail. A token in the address is checked, kept and removed from the
 * address; a reload or a language switch finds the kept one. Without a usable token, the deny page
 * in the visitor's language.
 */
export function tokenPageLoader(keeping: TokenKeeping) {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const deny = `${currentPrefix(url.pathname)}${denyPath}`;
    if (url.searchParams.has(keeping.param) && emailFromToken(url.searchParams.get(keeping.param)) === null) {
      return redirect(deny);
    }
    const kept = keepTokens(request, [keeping]);
    if (kept instanceof Response) return kept;
    const token = kept.get(keeping) ?? null;
    const email = emailFromToken(token);
    if (token === null || email === null) return redirect(deny);
    return { token, email };
  };
}

/** What a token page's loader gives the page. */
export type TokenPageData = { token: string; email: string };
