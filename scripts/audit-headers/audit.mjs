import { retrieve } from './retrieve.mjs';
import { runTests, runTestsWithoutTls, TLS_ONLY } from './run-tests.mjs';
import { modifierOrNull, scoreOf } from './score.mjs';

/** One URL's report: each test's result and modifier, scored with all tests and without the TLS-only ones. */
export async function audit(pageUrl, httpUrl, options) {
  const requests = await retrieve(pageUrl, httpUrl, options);
  const tests = runTests(requests);
  const withoutTls = runTestsWithoutTls(requests);
  const hops = [...requests.auto.hops, ...(requests.http?.hops ?? [])];
  return {
    url: pageUrl,
    finalUrl: requests.auto.url.href,
    status: requests.auto.status,
    httpUrl: httpUrl ?? null,
    untrustedCertificate: hops.some((hop) => options.untrusted.has(hop.url.origin)),
    insecure: options.insecure,
    tests: Object.fromEntries(
      Object.entries(tests).map(([test, output]) => {
        const { result } = withoutTls[test];
        const modifier = modifierOrNull(test, output.result);
        return [test, { ...output, modifier, withoutTls: { result, modifier: modifierOrNull(test, result) } }];
      }),
    ),
    allTests: scoreOf(tests),
    withoutTlsOnlyTests: { ...scoreOf(withoutTls), leftOut: TLS_ONLY.skipped, changed: TLS_ONLY.changed },
  };
}
