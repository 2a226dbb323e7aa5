/** The parameters `acqParams` may restore; anything else in the bundle is dropped. */
export const restorableParams = [
  'lang',
  'rc',
  'validityTimestamp',
  'disablegb',
  'redirectUrl',
  'token',
  'activationId',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
] as const;

// Far beyond any real bundle; keeps a hostile URL from making start-up parse megabytes.
const maxBundleLength = 16384;
const maxValueLength = 4096;

/** A query key or value decoded as a form does (`+` is a space); null when it is malformed. */
export function decodeQueryPart(part: string): string | null {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** The bundle's pairs, in order; pairs whose key or value cannot be decoded are left out. */
function bundlePairs(bundle: string): [string, string][] {
  // A bundle encoded once more than the query itself arrives as `rc%3DX%26lang%3Dde`.
  const text = !bundle.includes('=') && /%3D/i.test(bundle) ? (decodeQueryPart(bundle) ?? '') : bundle;
  const pairs: [string, string][] = [];
  for (const piece of text.replace(/^\?/, '').split('&')) {
    const [rawKey = '', ...rest] = piece.split('=');
    const key = decodeQueryPart(rawKey);
    const value = decodeQueryPart(rest.join('='));
    if (key !== null && value !== null) pairs.push([key, value]);
  }
  return pairs;
}

/**
 * The query with the `acqParams` bundle unpacked into it (docs/product.md §2) and `acqParams` itself removed.
 * Only `restorableParams` are taken from the bundle; the first value of each wins, and a parameter
 * already in the query wins over the bundle, since the visitor's explicit URL is the newer intent.
 * The result is a URLSearchParams, never a plain object, so keys like `__proto__` cannot pollute.
 */
export function restoreAcqParams(search: string): URLSearchParams {
  const params = new URLSearchParams(search);
  const bundle = params.get('acqParams');
  params.delete('acqParams');
  if (!bundle || bundle.length > maxBundleLength) return params;
  for (const [key, value] of bundlePairs(bundle)) {
    const known = (restorableParams as readonly string[]).includes(key);
    // has(): a parameter already in the query, or one set from an earlier pair, wins.
    if (known && !params.has(key) && value.length <= maxValueLength) params.set(key, value);
  }
  return params;
}
