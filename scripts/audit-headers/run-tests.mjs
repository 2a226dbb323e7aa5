import { contentSecurityPolicyTest } from './content-security-policy-test.mjs';
import { cookiesTest } from './cookies-test.mjs';
import {
  crossOriginEmbedderPolicyTest,
  crossOriginOpenerPolicyTest,
  crossOriginResourcePolicyTest,
  crossOriginResourceSharingTest,
} from './cross-origin-tests.mjs';
import { referrerPolicyTest } from './referrer-policy-test.mjs';
import { subresourceIntegrityTest } from './subresource-integrity-test.mjs';
import { redirectionTest, strictTransportSecurityTest } from './tls-tests.mjs';
import { xContentTypeOptionsTest, xFrameOptionsTest } from './x-headers-tests.mjs';

// What is left out of the second score: these need a certificate, which a site on localhost has not.
export const TLS_ONLY = {
  skipped: ['strict-transport-security', 'redirection'],
  changed: { cookies: 'judged without the Secure requirement (every cookie counted as Secure)' },
};

/** All tests, in the Observatory's order (src/constants.js ALL_TESTS). */
export function runTests(requests, { requireSecure = true } = {}) {
  const csp = contentSecurityPolicyTest(requests);
  return {
    'content-security-policy': csp,
    cookies: cookiesTest(requests, { requireSecure }),
    'cross-origin-embedder-policy': crossOriginEmbedderPolicyTest(requests),
    'cross-origin-opener-policy': crossOriginOpenerPolicyTest(requests),
    'cross-origin-resource-sharing': crossOriginResourceSharingTest(requests),
    redirection: redirectionTest(requests),
    'referrer-policy': referrerPolicyTest(requests),
    'strict-transport-security': strictTransportSecurityTest(requests),
    'subresource-integrity': subresourceIntegrityTest(requests),
    'x-content-type-options': xContentTypeOptionsTest(requests),
    'x-frame-options': xFrameOptionsTest(requests, csp),
    'cross-origin-resource-policy': crossOriginResourcePolicyTest(requests),
  };
}

/** The tests as a site without a certificate is judged: TLS-only tests left out, cookies not required Secure. */
export function runTestsWithoutTls(requests) {
  const tests = runTests(requests, { requireSecure: false });
  for (const test of TLS_ONLY.skipped) tests[test] = { result: null, pass: null, data: 'left out' };
  return tests;
}
