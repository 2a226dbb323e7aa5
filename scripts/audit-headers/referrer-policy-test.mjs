// Referrer-Policy, from the header and <meta name="referrer"> (src/analyzer/tests/referrer-policy.js).

export function referrerPolicyTest(requests) {
  const good = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  const bad = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];
  const header = requests.auto.headers.get('referrer-policy');
  const values = [...(header === null ? [] : [header]), ...(requests.auto.httpEquiv.get('referrer-policy') ?? [])];
  if (values.length === 0) return { result: 'referrer-policy-not-implemented', pass: true, data: null };
  // The last valid value is the one browsers apply (a <meta> after the header).
  const data = values.join(', ');
  const policy =
    data
      .split(',')
      .map((value) => value.toLowerCase().trim())
      .filter((value) => good.includes(value) || bad.includes(value))
      .at(-1) ?? '';
  let result = 'referrer-policy-header-invalid';
  if (good.includes(policy)) result = 'referrer-policy-private';
  else if (bad.includes(policy)) result = 'referrer-policy-unsafe';
  return { result, pass: result === 'referrer-policy-private', data };
}
