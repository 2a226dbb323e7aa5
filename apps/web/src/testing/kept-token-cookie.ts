import { createHmac } from 'node:crypto';
import { cookieSecrets } from '@/lib/server/cookie-secrets.server';
import type { TokenKeeping } from '@/lib/startup/kept-token';

/**
 * The Cookie header of a token the server kept, as the browser sends it back: signed as React
 * Router's `createCookie` signs (the base64 of the value's JSON, a dot, its HMAC-SHA256 in base64
 * without padding). Synchronous, unlike `cookie.serialize`, so a test hands it to `renderAppPart`
 * like any header; kept-token-cookies.server.test.ts checks it against the server's own cookie.
 */
export function keptTokenCookieHeader({ cookie }: TokenKeeping, token: string): string {
  const value = Buffer.from(JSON.stringify(token)).toString('base64');
  const signature = createHmac('sha256', cookieSecrets[0]!).update(value).digest('base64').replace(/=+$/, '');
  return `${cookie}=${encodeURIComponent(`${value}.${signature}`)}`;
}
