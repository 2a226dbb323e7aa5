import { createHash } from 'node:crypto';

// The suffix kustomize gives a generated ConfigMap's name (its api/hasher package), so that the
// names here are the ones `kubectl apply -k` creates: a SHA-256 of the JSON of kind, data and an
// empty name (kustomize looks the name up under a path it never finds), in Go's encoding, of which
// the first ten hex digits with 0, 1, 3, a, e spelled g, h, k, m, t (no vowels, no look-alikes).

/** JSON as Go's encoding/json writes it: map keys sorted, <, >, & and the two line separators escaped. */
function goJson(value: unknown): string {
  const sorted = (item: unknown): unknown =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(
          Object.keys(item)
            .sort()
            .map((key) => [key, sorted((item as Record<string, unknown>)[key])]),
        )
      : item;
  const escapes: Record<string, string> = {
    '<': '\\u003c',
    '>': '\\u003e',
    '&': '\\u0026',
    '\u2028': '\\u2028',
    '\u2029': '\\u2029',
  };
  return JSON.stringify(sorted(value)).replace(/[<>&\u2028\u2029]/g, (character) => escapes[character] ?? character);
}

export function configMapHash(data: Record<string, string>): string {
  const hex = createHash('sha256')
    .update(goJson({ kind: 'ConfigMap', name: '', data }))
    .digest('hex');
  const spelled: Record<string, string> = { '0': 'g', '1': 'h', '3': 'k', a: 'm', e: 't' };
  return [...hex.slice(0, 10)].map((digit) => spelled[digit] ?? digit).join('');
}
