// X-Content-Type-Options and X-Frame-Options (src/analyzer/tests/x-*.js).

export function xContentTypeOptionsTest(requests) {
  const header = requests.auto.headers.get('x-content-type-options');
  if (!header) return { result: 'x-content-type-options-not-implemented', pass: false, data: null };
  const data = header.slice(0, 256);
  const result =
    data.trim().toLowerCase() === 'nosniff'
      ? 'x-content-type-options-nosniff'
      : 'x-content-type-options-header-invalid';
  return { result, pass: result === 'x-content-type-options-nosniff', data };
}

/** X-Frame-Options, or frame-ancestors in the CSP, which takes precedence. */
export function xFrameOptionsTest(requests, csp) {
  const header = requests.auto.headers.get('x-frame-options');
  const data = header ? header.slice(0, 1024) : null;
  const value = data?.trim().toLowerCase();
  let result = 'x-frame-options-not-implemented';
  if (value === 'deny' || value === 'sameorigin') result = 'x-frame-options-sameorigin-or-deny';
  else if (value?.startsWith('allow-from')) result = 'x-frame-options-allow-from-origin';
  else if (value !== undefined) result = 'x-frame-options-header-invalid';
  // Any frame-ancestors directive counts, whatever its sources, even one in a <meta> tag (which
  // browsers ignore): the Observatory reads the combined policy here.
  if (csp.data?.['frame-ancestors']) result = 'x-frame-options-implemented-via-csp';
  return {
    result,
    pass: !['x-frame-options-not-implemented', 'x-frame-options-header-invalid'].includes(result),
    data,
  };
}
