import { parse, serialize, type CookieSerializeOptions } from 'cookie-es';

/** A malformed value (a `%` that does not decode) is no value. */
const decode = (raw: string) => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return '';
  }
};

/**
 * A cookie whose value is plain text on the wire (`lang=de`), URL-encoded, as others read and
 * write it (the shop's apps read `locale`, its login writes the auth token, the caching edge and
 * every earlier release wrote `acqAnonymousId` and `lang` plain). React Router's `createCookie`
 * writes base64 JSON instead, so these are written and read with cookie-es, the library React
 * Router's own cookies are made with. For unsigned cookies only.
 */
export function plainCookie(name: string, defaults: CookieSerializeOptions = {}) {
  const options: CookieSerializeOptions = { path: '/', sameSite: 'lax', ...defaults };
  return {
    name,
    /** The Set-Cookie header's value (or what `document.cookie` takes) for the value. */
    serialize: (value: string, more: CookieSerializeOptions = {}) => serialize(name, value, { ...options, ...more }),
  };
}

export type PlainCookie = ReturnType<typeof plainCookie>;

/** The value of a plain cookie in a Cookie header (`document.cookie` in the browser), or null. */
export function plainValue(cookie: PlainCookie, header: string | null | undefined): string | null {
  const value = parse(header ?? '', { filter: (key) => key === cookie.name, decode })[cookie.name];
  return value ? value : null;
}

/**
 * Whether an answer's cookies must be Secure: its request reached the server over HTTPS. On the
 * server that is the request's URL, which the server builds from Express's `request.protocol`
 * (server/boundary/router-handoff.ts), so through `trust proxy` (server/app.ts) it is the load
 * balancer's X-Forwarded-Proto; in the browser it is the page's address.
 */
export const overHttps = (url: string | URL): boolean => new URL(url).protocol === 'https:';
