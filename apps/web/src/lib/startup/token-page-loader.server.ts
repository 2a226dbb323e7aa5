import { redirect, replace } from 'react-router';
import type { RouteArgs } from '@/lib/server/route-args.server';
import { overHttps } from '@/lib/plain-cookie';
import { denyPath } from './constants';
import type { TokenKeeping } from './kept-token';
import { keptToken, moveTokensOutOfAddress } from './kept-token-cookies.server';
import { currentPrefix } from './locale-path';
import { emailFromToken } from './token';

/**
 * Moves the given tokens from the address into their session cookies (`kept-token-cookies.server.ts`)
 * with a redirect that sets them (loaders run on the server, also for client-side navigations).
 * Else the kept tokens, by query parameter.
 */
export async function keepTokens(
  { request, url }: Pick<RouteArgs, 'request' | 'url'>,
  keepings: readonly TokenKeeping[],
): Promise<Response | Map<TokenKeeping, string | null>> {
  const move = await moveTokensOutOfAddress(url, keepings, { secure: overHttps(request.url) });
  if (move) {
    const headers = new Headers();
    for (const cookie of move.setCookies) headers.append('Set-Cookie', cookie);
    return replace(move.location, { headers });
  }
  const cookies = request.headers.get('cookie');
  return new Map(
    await Promise.all(keepings.map(async (keeping) => [keeping, await keptToken(cookies, keeping)] as const)),
  );
}

/**
 * The loader of a token page (docs/product.md §2, §5: the lobby and the social second step): the page
 * needs a token naming an e-mail. A token in the address is checked, kept and removed from the
 * address; a reload or a language switch finds the kept one. Without a usable token, the deny page
 * in the visitor's language.
 */
export async function loadTokenPage(page: Pick<RouteArgs, 'request' | 'url'>, keeping: TokenKeeping) {
  const { url } = page;
  const deny = `${currentPrefix(url.pathname)}${denyPath}`;
  if (url.searchParams.has(keeping.param) && emailFromToken(url.searchParams.get(keeping.param)) === null) {
    return redirect(deny);
  }
  const kept = await keepTokens(page, [keeping]);
  if (kept instanceof Response) return kept;
  const token = kept.get(keeping) ?? null;
  const email = emailFromToken(token);
  if (token === null || email === null) return redirect(deny);
  return { token, email };
}
