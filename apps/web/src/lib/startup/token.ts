import { jwtDecode } from 'jwt-decode';
import { tokenMaxLength } from './constants';

/**
 * The `email` of a JWT's payload, decoded without verification (docs/decisions/0005-tokens.md: the backend
 * verifies the token when a mutation uses it). Null for a missing, undecodable or over-long token,
 * a payload that is not an object, or an email that is not a non-empty string.
 */
export function emailFromToken(token: string | null | undefined): string | null {
  if (!token || token.length > tokenMaxLength) return null;
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
