import { overHttps, plainCookie, plainValue } from '@/lib/plain-cookie';

/**
 * The address a registration went to, for the pages after it ("check your inbox", send again):
 * a session cookie only the server reads, as session storage is not there without scripts.
 */
const registrationEmailCookie = plainCookie('acq_registration_email', {
  path: '/', // every language's /registration pages
  sameSite: 'lax',
  httpOnly: true,
});

/** The Set-Cookie header that keeps the address for this request's answer. */
export function keepRegistrationEmail(request: Request, email: string): string {
  return registrationEmailCookie.serialize(email, { secure: overHttps(request.url) });
}

export function registrationEmailOf(request: Request): string | null {
  return plainValue(registrationEmailCookie, request.headers.get('cookie'));
}
