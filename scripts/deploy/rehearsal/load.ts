import { send, visit } from '../../bench-soak/visits.mjs';

// A bounded load over loopback: `workers` visitors, each sending the soak's mix of requests one
// after another, until stopped, `maxRequests` sent or `maxSeconds` passed, whichever is first.
// A request fails when it gets no answer or an answer its kind does not expect (a 5xx above all).

export interface LoadFigures {
  sent: number;
  failed: number;
  failures: string[]; // the first few, for the report
  byKind: Record<string, number>;
}

export function startLoad(base: string, { workers = 8, maxRequests = 20_000, maxSeconds = 60 } = {}) {
  const figures: LoadFigures = { sent: 0, failed: 0, failures: [], byKind: {} };
  let sending = true;
  const deadline = Date.now() + maxSeconds * 1000;
  const worker = async () => {
    while (sending && figures.sent < maxRequests && Date.now() < deadline) {
      const request = visit(figures.sent++);
      const answer = await send(base, request);
      figures.byKind[request.kind] = (figures.byKind[request.kind] ?? 0) + 1;
      if (answer.ok) continue;
      figures.failed += 1;
      if (figures.failures.length < 5)
        figures.failures.push(`${request.method} ${request.path}: ${answer.status} ${answer.error ?? ''}`);
    }
  };
  const running = Promise.all(Array.from({ length: workers }, worker));
  return {
    figures,
    /** No new request from now on (the endpoints have dropped the pod); resolves when the last answer is in. */
    stop: async () => {
      sending = false;
      await running;
      return figures;
    },
  };
}
