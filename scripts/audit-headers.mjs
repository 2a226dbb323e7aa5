#!/usr/bin/env node
// Security-headers audit of a running site, scored as Mozilla's HTTP Observatory (v2) scores it, so
// that a change to the server's headers can be judged before it is deployed and scanned for real.
//
//   pnpm audit:headers --url https://127.0.0.1:8443/?rc=VALID-CODE [--url ...]
//                      [--http-url http://127.0.0.1:8080/ ...] [--insecure] [--json]
//
// The rules are re-implemented from the Observatory's source (MPL-2.0), github.com/mdn/mdn-http-observatory
// at 94042bb (algorithm version 6): src/analyzer/tests/*.js, src/analyzer/cspParser.js,
// src/grader/charts.js and src/scanner/index.js. Each result keeps the Observatory's name, so that a
// line of the output can be looked up in its documentation. The score starts at 100, every test's
// modifier is added, and the bonuses (positive modifiers) count only when the score without them is
// at least 90; the grade is that of the score rounded down to a multiple of 5. All twelve tests of
// that version run, Cross-Origin-Opener-Policy and -Embedder-Policy included (new in version 6,
// each worth up to +10): leaving them out would not give the Observatory's score.
//
// Each URL is scored twice: with all tests, and without the TLS-only ones (HSTS and redirection
// left out, cookies judged without the Secure requirement), as a site served over plain http on
// localhost would be, where no certificate exists.
//
// --http-url   the http:// form of the i-th --url, for the redirection test (which needs what http
//              answers); when the --url is itself http://, its own answer is used; otherwise the test
//              is not run and not scored.
// --insecure   accept a certificate no browser trusts (a self-signed one): it is then scored as a
//              valid one. Without it such a certificate scores hsts-invalid-cert and
//              redirection-invalid-cert, as in the Observatory, which retries without verification.
// --json       one JSON document on stdout instead of the tables.
//
// The tests, the retrieval and the scoring are in audit-headers/, one module per part.
import { parseArgs } from 'node:util';
import { audit } from './audit-headers/audit.mjs';
import { printReport } from './audit-headers/report.mjs';

const OBSERVATORY = { source: 'github.com/mdn/mdn-http-observatory@94042bb', algorithmVersion: 6 };

async function main() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', multiple: true },
      'http-url': { type: 'string', multiple: true, default: [] },
      insecure: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
    },
  });
  if (!values.url?.length) {
    console.error(
      'usage: node scripts/audit-headers.mjs --url <url> [--url ...] [--http-url <http url> ...] [--insecure] [--json]',
    );
    process.exit(2);
  }
  // Node's fetch cannot be told per request to skip verification; the certificate is judged
  // separately (certificateTrusted), so turning it off here changes no score, and Node's warning
  // about it (printed on the first TLS connection) would only mislead.
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  const emitWarning = process.emitWarning.bind(process);
  process.emitWarning = (warning, ...rest) => {
    if (!String(warning).includes('NODE_TLS_REJECT_UNAUTHORIZED')) emitWarning(warning, ...rest);
  };

  const options = { insecure: values.insecure, untrusted: new Set() };
  const reports = [];
  for (const [i, url] of values.url.entries()) {
    const httpUrl = values['http-url'][i] ?? (new URL(url).protocol === 'http:' ? url : undefined);
    reports.push(await audit(url, httpUrl, options));
  }
  if (values.json) {
    console.log(JSON.stringify({ observatory: OBSERVATORY, reports }, null, 2));
    return;
  }
  console.log(
    `Scored as the HTTP Observatory scores (${OBSERVATORY.source}, algorithm ${OBSERVATORY.algorithmVersion}).`,
  );
  reports.forEach(printReport);
}

if (import.meta.main) {
  await main().catch((error) => {
    console.error(`audit-headers: ${error.message}`);
    process.exit(1);
  });
}

// For checking these rules against the Observatory's own code.
export { createJar } from './audit-headers/cookie-jar.mjs';
export { parseHttpEquiv } from './audit-headers/html.mjs';
export { retrieve } from './audit-headers/retrieve.mjs';
export { runTests } from './audit-headers/run-tests.mjs';
export { scoreOf } from './audit-headers/score.mjs';
