// The verifier's report of a failed verification: one line per failing interaction.

/** One line per failing interaction with what differs, from the verifier's JSON report. */
export function failureSummary(error) {
  const message = error instanceof Error ? error.message : String(error);
  let report;
  try {
    report = JSON.parse(message);
  } catch {
    return message.slice(0, 2000);
  }
  const results = report.interactionResults ?? [];
  const failing = results.filter((result) => result.result !== 'OK');
  const lines = failing.map((result) => {
    const tag = result.pending ? ' (pending: does not fail the build)' : '';
    return `  ✗ ${clip(`${result.description}${tag} — ${mismatchesOf(result.mismatch)}`)}`;
  });
  return [`${failing.length} of ${results.length} interactions fail:`, ...lines].join('\n');
}

/** The first difference (a field's JSON path where there is one) and how many more there are. */
function mismatchesOf(mismatch) {
  if (!mismatch) return 'failed';
  if (mismatch.type === 'error') return mismatch.message ?? 'request failed';
  // What the backend answered comes first: a wrong status explains the body's differences.
  const all = mismatch.mismatches ?? [];
  const status = all.find((item) => item.type === 'StatusMismatch');
  const [first, ...more] = status ? [status, ...all.filter((item) => item !== status)] : all;
  if (!first) return 'failed';
  const where = first.type === 'StatusMismatch' ? 'status' : (first.path ?? first.key ?? first.type);
  const also = more.length > 0 ? ` (and ${more.length} more)` : '';
  return `${where ? `${where}: ` : ''}${first.mismatch}${also}`;
}

export function clip(text, length = 240) {
  const oneLine = String(text).replace(/\s+/g, ' ');
  return oneLine.length > length ? `${oneLine.slice(0, length - 1)}…` : oneLine;
}
