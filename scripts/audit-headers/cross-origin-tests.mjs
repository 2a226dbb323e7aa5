// The Cross-Origin-* headers and CORS (src/analyzer/tests/cross-origin-*.js, cors.js).

/**
 * An RFC 8941 item whose bare item is a token (parameters allowed), as the HTML standard parses
 * COOP and COEP; anything else (a quoted string, a list, a syntax error) is null.
 */
const PARAMETER = String.raw`;\s*[a-z*][a-z0-9_.*-]*(?:=(?:-?\d+(?:\.\d+)?|"(?:[^"\\]|\\.)*"|[a-zA-Z*][\w!#$%&'*+.^\x60|~:/-]*|:[A-Za-z0-9+/=]*:|\?[01]))?`;
const TOKEN_ITEM = new RegExp(String.raw`^\s*([a-zA-Z*][\w!#$%&'*+.^\x60|~:/-]*)(?:${PARAMETER})*\s*$`);
function structuredFieldToken(value) {
  return TOKEN_ITEM.exec(value)?.[1] ?? null;
}

/** COEP and COOP share their shape: one header, whose token names a result (else invalid). */
function tokenHeaderTest(requests, header, prefix, tokens) {
  const value = requests.auto.headers.get(header);
  if (!value) return { result: `${prefix}-not-implemented`, pass: true, data: null };
  const token = structuredFieldToken(value.slice(0, 1024).trim());
  const result = tokens.includes(token) ? `${prefix}-implemented-with-${token}` : `${prefix}-header-invalid`;
  return { result, pass: result !== `${prefix}-header-invalid`, data: value.trim() };
}

export function crossOriginEmbedderPolicyTest(requests) {
  return tokenHeaderTest(requests, 'cross-origin-embedder-policy', 'coep', [
    'require-corp',
    'credentialless',
    'unsafe-none',
  ]);
}

export function crossOriginOpenerPolicyTest(requests) {
  return tokenHeaderTest(requests, 'cross-origin-opener-policy', 'coop', [
    'same-origin',
    'same-origin-allow-popups',
    'noopener-allow-popups',
    'unsafe-none',
  ]);
}

/** CORS: only an Origin reflected with credentials allowed is a failure (any site could read as the visitor). */
export function crossOriginResourceSharingTest(requests) {
  const acao = requests.cors?.headers.get('access-control-allow-origin');
  if (!acao) return { result: 'cross-origin-resource-sharing-not-implemented', pass: true, data: null };
  const data = acao.slice(0, 256).trim().toLowerCase();
  const credentials = requests.cors.headers.get('access-control-allow-credentials');
  let result = 'cross-origin-resource-sharing-implemented-with-restricted-access';
  if (data === '*') result = 'cross-origin-resource-sharing-implemented-with-public-access';
  else if (acao === requests.cors.requestOrigin && credentials?.toLowerCase().trim() === 'true') {
    result = 'cross-origin-resource-sharing-implemented-with-universal-access';
  }
  return { result, pass: !result.endsWith('universal-access'), data };
}

export function crossOriginResourcePolicyTest(requests) {
  const header = requests.auto.headers.get('cross-origin-resource-policy');
  if (!header) return { result: 'corp-not-implemented', pass: true, data: null };
  const data = header.slice(0, 256).trim().toLowerCase();
  const known = { 'same-site': 'same-site', 'same-origin': 'same-origin', 'cross-origin': 'cross-origin' };
  const result = known[data] ? `corp-implemented-with-${known[data]}` : 'corp-header-invalid';
  return { result, pass: result !== 'corp-header-invalid', data };
}
