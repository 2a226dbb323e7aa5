import { readCookie } from '@/lib/startup/lang-cookie';

const cookieName = 'acq_registration_email';

/**
 * The address a registration went to, for the pages after it ("check your inbox", send again):
 * a session cookie only the server reads, as session storage is not there without scripts.
 */
export function registrationEmailCookie(email: string): string {
  return `${cookieName}=${encodeURIComponent(email)}; Path=/registration; HttpOnly; SameSite=Lax`;
}

export function registrationEmailOf(request: Request): string | null {
  const value = readCookie({ cookie: request.headers.get('cookie') ?? '' }, cookieName);
  return value ? value : null;
}
