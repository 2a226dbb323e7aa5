import { jwtDecode } from 'jwt-decode';
import { denyPath } from './constants';
import { currentPrefix, stripLocalePrefix } from './locale-path';

// The schema's bound for tokens (JoinWaitingListInput.token); anything longer is not one of ours.
const maxTokenLength = 4096;

/**
 * The `email` of a JWT's payload, decoded without verification (DESIGN.md "Tokens": the backend
 * verifies the token when a mutation uses it). Null for a missing, undecodable or over-long token,
 * a payload that is not an object, or an email that is not a non-empty string.
 */
export function emailFromToken(token: string | null | undefined): string | null {
  if (!token || token.length > maxTokenLength) return null;
  let payload: unknown;
  try {
    payload = jwtDecode<unknown>(token);
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
  const email: unknown = Object.hasOwn(payload, 'email') ? (payload as Record<string, unknown>).email : undefined;
  return typeof email === 'string' && email.trim() !== '' ? email.trim() : null;
}

/** Pages that only make sense with a token naming the visitor's e-mail (SPEC.md §2, §5). */
export const tokenPages = ['/lobby', '/registration/social-registration-second-step'] as const;

export function isTokenPage(pathname: string): boolean {
  const bare = stripLocalePrefix(pathname)
    .replace(/(.)\/+$/, '$1')
    .toLowerCase();
  return (tokenPages as readonly string[]).includes(bare);
}

/**
 * The deny page, under the language prefix the visitor's path carries (`/de/lobby` -> `/de/registration/deny`),
 * when a token page lacks a token with an e-mail; else null.
 */
export function tokenPageRedirect(pathname: string, search: string): string | null {
  if (!isTokenPage(pathname)) return null;
  const token = new URLSearchParams(search).get('token');
  return emailFromToken(token) === null ? `${currentPrefix(pathname)}${denyPath}` : null;
}
