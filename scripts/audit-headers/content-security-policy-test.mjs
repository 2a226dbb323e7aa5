// Content-Security-Policy (src/analyzer/tests/csp.js).
import { DUPLICATES, parseCsp, parseCspMeta, splitPolicies } from './csp-parser.mjs';
import {
  BROAD_OR_INLINE,
  DANGEROUSLY_BROAD,
  directiveSources,
  dropIgnoredSources,
  isInsecureScheme,
  PASSIVE_DIRECTIVES,
} from './csp-sources.mjs';

/**
 * The CSP test. Its first failing rule names the result, in this order: invalid, unsafe-inline
 * (or data:, or broad sources, in script-src or object-src), insecure scheme (https only),
 * unsafe-eval, insecure passive content, unsafe style; otherwise default-src 'none' earns the best
 * result. `policy` records what the Observatory reports besides (frame-ancestors, base-uri,
 * form-action, object-src, 'strict-dynamic'): shown, but scored only through X-Frame-Options.
 */
export function contentSecurityPolicyTest(requests) {
  const response = requests.auto;
  const headerValue = response.headers.get('content-security-policy');
  const headerPolicies = splitPolicies(headerValue === null ? [] : [headerValue]);
  const metaPolicies = splitPolicies(response.httpEquiv.get('content-security-policy') ?? []);
  const output = { result: null, pass: false, data: null, policy: null };

  let csp;
  try {
    csp = parseCsp([...headerPolicies, ...metaPolicies]);
  } catch {
    return { ...output, result: 'csp-header-invalid' };
  }
  const headerOnly = tryOrEmpty(() => parseCsp(headerPolicies));
  const meta = tryOrEmpty(() => parseCspMeta(metaPolicies));
  if (headerOnly.size + meta.size === 0) {
    // Report-Only is a header only; a meta tag cannot carry it.
    const reportOnly = response.headers.get('content-security-policy-report-only');
    return { ...output, result: reportOnly ? 'csp-not-implemented-but-reporting-enabled' : 'csp-not-implemented' };
  }

  const policy = {
    antiClickjacking: false,
    defaultNone: false,
    insecureBaseUri: false,
    insecureFormAction: false,
    insecureSchemeActive: false,
    insecureSchemePassive: false,
    strictDynamic: false,
    unsafeEval: false,
    unsafeInline: false,
    unsafeInlineStyle: false,
    unsafeObjects: false,
  };
  let result = null;
  const firstOf = (candidate) => (result ??= candidate);

  const sources = directiveSources(csp, headerOnly);
  const { baseUri, frameAncestors, formAction, objectSrc, scriptSrc, styleSrc } = sources;
  const strictDynamic = dropIgnoredSources(sources);
  if (strictDynamic === 'applied') policy.strictDynamic = true;
  else if (strictDynamic === 'invalid') firstOf('csp-header-invalid');

  const activeSources = [
    ...[...csp]
      .filter(([directive]) => !PASSIVE_DIRECTIVES.has(directive) && directive !== 'script-src')
      .flatMap(([, sources]) => [...sources]),
    ...scriptSrc,
  ];
  const passiveSources = [...PASSIVE_DIRECTIVES].flatMap((d) => [...(csp.get(d) ?? csp.get('default-src') ?? [])]);
  const https = requests.url.protocol === 'https:';

  if ([...scriptSrc].some((s) => BROAD_OR_INLINE.has(s)) || [...objectSrc].some((s) => DANGEROUSLY_BROAD.has(s))) {
    firstOf('csp-implemented-with-unsafe-inline');
    policy.unsafeInline = true;
  }
  if (https && activeSources.some(isInsecureScheme)) {
    firstOf('csp-implemented-with-insecure-scheme');
    policy.insecureSchemeActive = true;
  }
  if (scriptSrc.union(styleSrc).has("'unsafe-eval'")) {
    firstOf('csp-implemented-with-unsafe-eval');
    policy.unsafeEval = true;
  }
  if (https && passiveSources.some(isInsecureScheme)) {
    firstOf('csp-implemented-with-insecure-scheme-in-passive-content-only');
    policy.insecureSchemePassive = true;
  }
  if ([...styleSrc].some((s) => BROAD_OR_INLINE.has(s))) {
    firstOf('csp-implemented-with-unsafe-inline-in-style-src-only');
    policy.unsafeInlineStyle = true;
  }
  if (csp.get('default-src')?.has("'none'") && csp.get('default-src').size === 1) {
    firstOf('csp-implemented-with-no-unsafe-default-src-none');
    policy.defaultNone = true;
  } else {
    firstOf('csp-implemented-with-no-unsafe');
  }

  policy.antiClickjacking = [...frameAncestors].every((s) => !DANGEROUSLY_BROAD.has(s));
  policy.insecureBaseUri = [...baseUri].some((s) => BROAD_OR_INLINE.has(s));
  policy.insecureFormAction = [...formAction].some((s) => DANGEROUSLY_BROAD.has(s));
  policy.unsafeObjects = [...objectSrc].some((s) => DANGEROUSLY_BROAD.has(s));

  const passing = [
    'csp-implemented-with-no-unsafe',
    'csp-implemented-with-no-unsafe-default-src-none',
    'csp-implemented-with-unsafe-inline-in-style-src-only',
    'csp-implemented-with-insecure-scheme-in-passive-content-only',
  ];
  const pass = passing.includes(result);
  // A passing policy with a repeated report-uri/report-to is named for it (no modifier).
  if (pass && csp.has(DUPLICATES)) result = 'csp-implemented-but-duplicate-directives';

  const data = Object.fromEntries(
    [...csp].filter(([directive]) => directive !== DUPLICATES).map(([d, sources]) => [d, [...sources].sort()]),
  );
  return { result, pass, data, policy, http: headerPolicies.length > 0, meta: metaPolicies.length > 0 };
}

function tryOrEmpty(parse) {
  try {
    return parse();
  } catch {
    return new Map();
  }
}
