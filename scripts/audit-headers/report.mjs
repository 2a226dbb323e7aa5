// The tables of the output (without --json).

const signed = (n) => (n === null ? '-' : n > 0 ? `+${n}` : String(n));

export function printReport(report) {
  console.log(
    `\n${report.url}  (HTTP ${report.status}${report.finalUrl !== report.url ? ` at ${report.finalUrl}` : ''})`,
  );
  if (report.untrustedCertificate && report.insecure) {
    console.log(
      '  certificate not trusted by browsers: accepted (--insecure) and scored as a valid one;' +
        ' the Observatory would score hsts-invalid-cert and redirection-invalid-cert',
    );
  } else if (report.untrustedCertificate) {
    console.log(
      '  certificate not trusted by browsers: scored as the Observatory does (--insecure to score it as valid)',
    );
  }
  // The second score's column names a result only where it differs from the first's.
  const withoutTlsCell = ({ result, withoutTls }) => {
    if (withoutTls.result === null) return 'left out';
    const modifier = signed(withoutTls.modifier);
    return withoutTls.result === result ? modifier : `${modifier} (${withoutTls.result})`;
  };
  const rows = Object.entries(report.tests).map(([name, t]) => [
    name,
    t.result ?? `not run (${t.data})`,
    signed(t.modifier),
    withoutTlsCell(t),
  ]);
  const header = ['test', 'result', 'modifier', 'without TLS-only tests'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  for (const row of [header, widths.map((w) => '-'.repeat(w)), ...rows]) {
    const cells = row.map((cell, i) => (i === 2 ? cell.padStart(widths[i]) : cell.padEnd(widths[i])));
    console.log(`  ${cells.join('  ')}`.trimEnd());
  }
  const csp = report.tests['content-security-policy'];
  if (csp.policy) {
    const flags = Object.entries(csp.policy).map(([flag, value]) => `${flag}=${value}`);
    console.log(`  CSP policy (not scored, as in the Observatory): ${flags.join(' ')}`);
  }
  const line = (label, s) =>
    `  ${label}: ${s.score} ${s.grade}  (${s.scoreWithoutBonus} before bonuses; bonuses ${s.bonusCounted ? 'counted' : 'not counted, under 90'})`;
  console.log(line('score with all tests', report.allTests));
  console.log(line('score without TLS-only tests', report.withoutTlsOnlyTests));
  console.log(
    `    left out: ${report.withoutTlsOnlyTests.leftOut.join(', ')}; cookies ${report.withoutTlsOnlyTests.changed.cookies}`,
  );
}
