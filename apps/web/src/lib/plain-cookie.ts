import { createCookie, type Cookie, type CookieOptions } from 'react-router';

const utf8 = { encoder: new TextEncoder(), decoder: new TextDecoder() };

// React Router's own form of a value: base64 of its JSON's UTF-8 bytes.
const routerForm = (text: string | null) => btoa(String.fromCharCode(...utf8.encoder.encode(JSON.stringify(text))));
const textOf = (routerEncoded: string) =>
  String(JSON.parse(utf8.decoder.decode(Uint8Array.from(atob(routerEncoded), (char) => char.charCodeAt(0)))));

function decoded(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null; // malformed: no value
  }
}

/**
 * A React Router cookie (`createCookie`) whose value stays plain text on the wire (`lang=de`),
 * URL-encoded, instead of React Router's base64 JSON: others read and write these cookies as they
 * are (the shop's apps read `locale`, its login writes the auth token, the caching edge and every
 * earlier release wrote `acqAnonymousId` and `lang` plain). React Router hands cookie-es's
 * `encode` its base64 JSON and decodes what `decode` gives back, so these two translate. For
 * unsigned cookies only: a signature covers React Router's form.
 */
export function plainCookie(name: string, options: Omit<CookieOptions, 'secrets'> = {}): Cookie {
  return createCookie(name, {
    path: '/',
    sameSite: 'lax',
    ...options,
    filter: (key) => key === name, // decode this cookie only, not every cookie of the header
    encode: (routerEncoded) => encodeURIComponent(textOf(routerEncoded)),
    decode: (raw) => routerForm(decoded(raw)),
  });
}

/** The value of a plain cookie in a Cookie header (`document.cookie` in the browser), or null. */
export async function plainValue(cookie: Cookie, header: string | null | undefined): Promise<string | null> {
  const value: unknown = await cookie.parse(header ?? null);
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * Whether an answer's cookies must be Secure: its request reached the server over HTTPS. On the
 * server that is the request's URL, which the server builds from Express's `request.protocol`
 * (server/boundary/router-handoff.ts), so through `trust proxy` (server/app.ts) it is the load
 * balancer's X-Forwarded-Proto; in the browser it is the page's address.
 */
export const overHttps = (url: string | URL): boolean => new URL(url).protocol === 'https:';
