import { nativeAppScheme } from './constants';

// Only read, never resolved against the page: relative redirect URLs are parsed against this.
const parseBase = 'https://redirect-url.invalid';

/** A value still percent-encoded after URLSearchParams decoded it once (`https%3A%2F%2F...`). */
const stillEncoded = /^[a-z][a-z\d+.-]*%3A/i;

/**
 * Whether the `redirectUrl` parameter (as URLSearchParams returns it) hands back to the native app:
 * its inner `redirect_uri` starts with the app scheme (docs/product.md §2). Returns only a flag, so nothing
 * taken from the URL can ever be navigated to. A value that cannot be decoded or parsed is logged.
 */
export function redirectUrlReturnsToApp(
  redirectUrl: string | null | undefined,
  { appScheme = nativeAppScheme, log = console as Pick<Console, 'error'> } = {},
): boolean {
  if (!redirectUrl) return false;
  try {
    const decoded = stillEncoded.test(redirectUrl) ? decodeURIComponent(redirectUrl) : redirectUrl;
    const inner = new URL(decoded, parseBase).searchParams.get('redirect_uri');
    // URL schemes are case-insensitive.
    return inner !== null && inner.toLowerCase().startsWith(appScheme.toLowerCase());
  } catch (error) {
    log.error('Error parsing redirectUrl', error);
    return false;
  }
}
