// Content-Security-Policy parsing (src/analyzer/cspParser.js).

const DIRECTIVES_DISALLOWED_IN_META = ['frame-ancestors', 'report-uri', 'sandbox'];
const ALLOWED_DUPLICATE_DIRECTIVES = new Set(['report-uri', 'report-to']);
export const DUPLICATES = Symbol('duplicate report-uri/report-to');
const compareSources = new Intl.Collator('en').compare;

/**
 * A list of policies as one Map of directive -> Set of sources. As in the Observatory, a repeated
 * directive in one policy makes it invalid (throws), except report-uri and report-to; with several
 * policies, a source counts only when each later policy that names the directive allows it too.
 */
export function parseCsp(policies) {
  const cleaned = policies.map((policy) => policy.replaceAll(/[\r\n]/g, '').trim());
  if (cleaned.length === 0) return new Map();
  if (cleaned.some((policy) => policy.length < 'img-src'.length - 1)) throw new Error('invalid policy');

  const csp = new Map(); // directive -> [{ source, index, keep }]
  const duplicates = new Set();
  for (const [index, policy] of cleaned.entries()) {
    const seen = new Set();
    for (const [rawDirective, ...values] of policy.split(';').map((entry) => entry.trim().split(/\s+/))) {
      if (!rawDirective) continue;
      const directive = rawDirective.toLowerCase();
      if (seen.has(directive)) {
        if (!ALLOWED_DUPLICATE_DIRECTIVES.has(directive)) throw new Error(`duplicate ${directive}`);
        duplicates.add(directive);
      }
      seen.add(directive);

      const keep = index === 0;
      const sources = values.map((value) => ({ source: value.trim().toLocaleLowerCase(), index, keep }));
      if (values.length === 0 && directive.endsWith('-src')) sources.push({ source: "'none'", index, keep });
      const combined = index === 0 ? sources : [...(csp.get(directive) ?? []), ...sources];
      combined.sort((a, b) => compareSources(a.source, b.source));
      for (let i = 1; i < combined.length; i++) {
        const [previous, current] = [combined[i - 1], combined[i]];
        // Within a policy, a longer source starting like a shorter one adds nothing.
        if (current.index === previous.index && current.source.startsWith(previous.source)) current.keep = false;
        // Across policies, a source must be allowed by both.
        if (current.index !== previous.index && pathPartMatch(previous.source, current.source)) current.keep = true;
      }
      csp.set(
        directive,
        combined.filter((source) => source.keep),
      );
      // With more policies to come, the first one's sources stay only where a later one matches them.
      if (index === 0 && policies.length > 1) for (const source of csp.get(directive)) source.keep = false;
    }
  }
  const result = new Map(
    [...csp].map(([directive, sources]) => [
      directive,
      new Set(sources.length > 0 ? sources.map((s) => s.source) : ["'none'"]),
    ]),
  );
  if (duplicates.size > 0) result.set(DUPLICATES, duplicates);
  return result;
}

function pathPartMatch(pathA, pathB) {
  if (pathA.length === 0) return true;
  if (pathA === '/' && pathB.length === 0) return true;
  const exactMatch = !pathA.endsWith('/');
  const partsA = pathA.split('/');
  const partsB = pathB.split('/');
  if (partsA.length > partsB.length) return false;
  if (exactMatch && partsA.length !== partsB.length) return false;
  if (!exactMatch) partsA.pop();
  return partsA.every(
    (part, i) => partsB[i] !== undefined && decodeURIComponent(part) === decodeURIComponent(partsB[i]),
  );
}

export function parseCspMeta(policies) {
  const csp = parseCsp(policies);
  for (const directive of DIRECTIVES_DISALLOWED_IN_META) csp.delete(directive);
  return csp;
}

// A comma separates policies in one header (CSP3 §2.2), so it splits them.
export const splitPolicies = (values) => values.flatMap((value) => value.split(',').map((policy) => policy.trim()));
