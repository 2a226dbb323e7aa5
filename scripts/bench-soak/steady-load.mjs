// A steady load: `rate` requests a second of the visitor's mix (visits.mjs), sent on schedule
// whether or not the answers are back (as visitors do), each timed into the minute it was sent in.
// Bounded: it stops sending at `maxRequests`; more than `maxInFlight` unanswered at once counts
// the next one as an error instead of sending it, so a stalled server cannot pile up sockets here.
import { send, visit } from './visits.mjs';

export function startSteadyLoad(base, { rate, maxRequests, maxInFlight = 200 }) {
  const started = performance.now();
  const minutes = []; // per minute: { latencies: [], errors, sent, failures: Map }
  const minuteOf = (at) =>
    (minutes[Math.floor((at - started) / 60_000)] ??= { latencies: [], errors: 0, sent: 0, failures: new Map() });
  let sent = 0;
  let inFlight = 0;
  const error = (bucket, what) => {
    bucket.errors += 1;
    bucket.failures.set(what, (bucket.failures.get(what) ?? 0) + 1);
  };
  const tick = () => {
    const due = Math.min(maxRequests, Math.floor(((performance.now() - started) / 1000) * rate));
    while (sent < due) {
      const request = visit(sent++);
      const bucket = minuteOf(performance.now());
      bucket.sent += 1;
      if (inFlight >= maxInFlight) {
        error(bucket, 'not sent: too many unanswered');
        continue;
      }
      inFlight += 1;
      send(base, request).then((answer) => {
        inFlight -= 1;
        bucket.latencies.push(answer.ms);
        if (!answer.ok) error(bucket, `${request.kind} ${answer.status || answer.error}`);
      });
    }
  };
  const timer = setInterval(tick, 20);
  return {
    minutes,
    sent: () => sent,
    /** Stops sending; resolves once every answer is in (or 15 s passed). */
    async stop() {
      clearInterval(timer);
      const until = performance.now() + 15_000;
      while (inFlight > 0 && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
      return minutes;
    },
  };
}

/** The q-quantile of the numbers (nearest rank). */
export function quantile(numbers, q) {
  if (numbers.length === 0) return NaN;
  const sorted = numbers.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}
