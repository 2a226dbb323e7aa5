import { redirect, replace, type LoaderFunctionArgs } from 'react-router';
import { denyPath } from '@/lib/startup/constants';
import { currentPrefix } from '@/lib/startup/locale-path';
import { emailFromToken } from '@/lib/startup/token';
import { lobbyTokenCookie, rememberedLobbyToken } from '@/features/waiting-list/lobby-token';

const inBrowser = typeof document !== 'undefined';

/**
 * The lobby needs a token naming an e-mail (SPEC.md §2). A token in the address is read once,
 * kept in a session cookie and removed from the address (replacing the history entry: on the
 * server a redirect), so it does not linger in the address bar or reach analytics; a reload or a
 * language switch finds the kept one. Without a usable token, the deny page.
 */
export function lobbyLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const deny = `${currentPrefix(url.pathname)}${denyPath}`;
  const fromAddress = url.searchParams.get('token');
  if (fromAddress !== null) {
    if (emailFromToken(fromAddress) === null) return redirect(deny);
    url.searchParams.delete('token');
    const withoutToken = `${url.pathname}${url.search}${url.hash}`;
    if (!inBrowser) return replace(withoutToken, { headers: { 'Set-Cookie': lobbyTokenCookie(fromAddress) } });
    document.cookie = lobbyTokenCookie(fromAddress);
    return replace(withoutToken);
  }
  const token = rememberedLobbyToken(inBrowser ? document.cookie : (request.headers.get('cookie') ?? ''));
  const email = emailFromToken(token);
  if (token === null || email === null) return redirect(deny);
  return { token, email };
}
