import type { Locales } from '@acq/locales/types';
import { localisedPath } from './locale-path';

export interface CurrentUrl {
  pathname: string;
  /** With or without the leading `?`. */
  search: string;
  /** With or without the leading `#`. */
  hash: string;
}

const absoluteHttp = /^https?:\/\//i;

function decode(part: string): string | null {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** Re-encodes values that are http(s) URLs (SPEC.md §2); every other pair is kept byte for byte. */
function switchedQuery(search: string): string {
  return search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const separator = pair.indexOf('=');
      if (separator < 0) return pair;
      const value = decode(pair.slice(separator + 1));
      return value !== null && absoluteHttp.test(value)
        ? `${pair.slice(0, separator)}=${encodeURIComponent(value)}`
        : pair;
    })
    .join('&');
}

/**
 * The current page in another language (SPEC.md §2): the language's path, the same query with
 * http(s) URL values URL-encoded, and the same hash. The result is always a same-origin path.
 */
export function languageSwitchUrl(current: CurrentUrl, target: Locales): string {
  const query = switchedQuery(current.search);
  const hash = current.hash.replace(/^#/, '');
  return `${localisedPath(current.pathname, target)}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`;
}
