import type { Locales } from '@acq/locales/types';
import { decodeQueryPart, restoreAcqParams } from './acq-params';
import { localisedPath } from './locale-path';

export interface CurrentUrl {
  pathname: string;
  /** With or without the leading `?`. */
  search: string;
  /** With or without the leading `#`. */
  hash: string;
}

const absoluteHttp = /^https?:\/\//i;

/** Where the language selection posts without scripts (GET `lang` and `from`); the server switches. */
export const languageSwitchPath = '/acquisition/language';

function keyOf(pair: string): string | null {
  const separator = pair.indexOf('=');
  return decodeQueryPart(separator < 0 ? pair : pair.slice(0, separator));
}

/** Re-encodes a value that is an http(s) URL (docs/product.md §2); any other pair is kept byte for byte. */
function encodedUrlValue(pair: string): string {
  const separator = pair.indexOf('=');
  if (separator < 0) return pair;
  const value = decodeQueryPart(pair.slice(separator + 1));
  return value !== null && absoluteHttp.test(value) ? `${pair.slice(0, separator)}=${encodeURIComponent(value)}` : pair;
}

/**
 * `?lang` outranks the `lang` cookie (docs/decisions/0010-language-precedence.md), and an `acqParams`
 * bundle can restore it: left in the switched URL, either would take the visitor straight back to
 * the language they just left.
 * So `lang` goes, and a bundle that carries one is unpacked without it (as start-up would unpack it).
 */
function withoutLanguage(pair: string): string[] {
  const key = keyOf(pair);
  if (key === 'lang') return [];
  if (key !== 'acqParams') return [pair];
  const restored = restoreAcqParams(`?${pair}`);
  if (!restored.has('lang')) return [pair];
  restored.delete('lang');
  return restored.toString().split('&').filter(Boolean);
}

/** The query of the switched URL: no `lang`, http(s) URL values encoded, every other pair as it was. */
function switchedQuery(search: string): string {
  return search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '')
    .flatMap(withoutLanguage)
    .map(encodedUrlValue)
    .join('&');
}

/**
 * The current page in another language (docs/product.md §2): the language's path, the same query with
 * http(s) URL values URL-encoded and without the `lang` it replaces, and the same hash. The result is always a same-origin path.
 */
export function languageSwitchUrl(current: CurrentUrl, target: Locales): string {
  const query = switchedQuery(current.search);
  const hash = current.hash.replace(/^#/, '');
  return `${localisedPath(current.pathname, target)}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`;
}
