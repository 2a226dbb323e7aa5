import { redirect, replace, type LoaderFunctionArgs } from 'react-router';
import { denyPath } from '@/lib/startup/constants';
import { currentPrefix } from '@/lib/startup/locale-path';
import { emailFromToken } from '@/lib/startup/token';
import { rememberedLobbyToken, rememberLobbyToken } from '@/features/waiting-list/lobby-token';

/**
 * The lobby needs a token naming an e-mail (SPEC.md §2). A token in the address is read once,
 * kept for the tab's session and removed from the address (replacing the history entry), so it
 * does not linger in the address bar or reach analytics; a reload or a language switch finds the
 * kept one. Without a usable token, the deny page.
 */
export function lobbyLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const deny = `${currentPrefix(url.pathname)}${denyPath}`;
  const fromAddress = url.searchParams.get('token');
  if (fromAddress !== null) {
    if (emailFromToken(fromAddress) === null) return redirect(deny);
    rememberLobbyToken(window.sessionStorage, fromAddress);
    url.searchParams.delete('token');
    return replace(`${url.pathname}${url.search}${url.hash}`);
  }
  const token = rememberedLobbyToken(window.sessionStorage);
  const email = emailFromToken(token);
  if (token === null || email === null) return redirect(deny);
  return { token, email };
}
