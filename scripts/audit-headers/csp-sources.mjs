// What the CSP test makes of a policy's sources (src/analyzer/tests/csp.js).

export const DANGEROUSLY_BROAD = new Set([
  'ftp:',
  'http:',
  'https:',
  '*',
  'http://*',
  'http://*.*',
  'https://*',
  'https://*.*',
]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
export const BROAD_OR_INLINE = DANGEROUSLY_BROAD.union(UNSAFE_INLINE);
export const PASSIVE_DIRECTIVES = new Set(['img-src', 'media-src']);
const NONCES_HASHES = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"];

const hasNonceOrHash = (sources) => [...sources].some((s) => NONCES_HASHES.some((prefix) => s.startsWith(prefix)));
export const isInsecureScheme = (source) => source.startsWith('http:') || source.startsWith('ftp:');

/**
 * The sources of the directives the test judges, with their fallbacks. These are the parsed Sets
 * themselves (a fallback to default-src shares its Set), as in the Observatory, so that removing a
 * source (`dropIgnoredSources`) also changes what the later checks see.
 */
export function directiveSources(csp, headerOnly) {
  const all = new Set(['*']);
  return {
    baseUri: csp.get('base-uri') ?? all,
    frameAncestors: headerOnly.get('frame-ancestors') ?? all, // never from a meta tag
    formAction: csp.get('form-action') ?? all,
    objectSrc: csp.get('object-src') ?? csp.get('default-src') ?? all,
    scriptSrc: csp.get('script-src') ?? csp.get('default-src') ?? new Set(['*']),
    styleSrc: csp.get('style-src') ?? csp.get('default-src') ?? new Set(['*']),
  };
}

/**
 * Removes the sources browsers ignore. 'applied': 'strict-dynamic' took effect; 'invalid': it is
 * there without a nonce or a hash; null: it is not there.
 */
export function dropIgnoredSources({ scriptSrc, styleSrc }) {
  // A nonce or a hash makes browsers ignore 'unsafe-inline'.
  for (const sources of [scriptSrc, styleSrc]) {
    if (hasNonceOrHash(sources)) sources.delete("'unsafe-inline'");
  }
  // With a nonce or a hash, 'strict-dynamic' makes browsers ignore host and scheme sources,
  // 'self' and 'unsafe-inline'; without one it blocks every script: the policy is then invalid.
  if (hasNonceOrHash(scriptSrc) && scriptSrc.has("'strict-dynamic'")) {
    for (const source of scriptSrc) {
      const ignored = [...DANGEROUSLY_BROAD].some((broad) => source.startsWith(broad));
      if (ignored || source === "'self'" || source === "'unsafe-inline'") scriptSrc.delete(source);
    }
    return 'applied';
  }
  return scriptSrc.has("'strict-dynamic'") ? 'invalid' : null;
}
