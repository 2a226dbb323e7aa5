import { reportServerError } from '@/lib/error-reporting/server-reporter.server';
import { classifyRequestError, RequestTimeoutError, requestTimeoutMs } from './request-errors.server';
import { requestFacts, type BackendOutcome, type RequestContext } from './request-context.server';

/**
 * How long a backend call may take unless it asks for less: docs/product.md §7's 30 s, shorter
 * where an environment asks for it (the browser tests' time-out fault).
 */
export const backendTimeoutMs = Number(process.env.ACQ_BACKEND_TIMEOUT_MS) || requestTimeoutMs;

export interface BackendCall {
  /** What the metric and the report name the call by: its GraphQL operation, or `feature-payload`. */
  name: string;
  /** Less than the default where a page must not wait that long (the country: docs/product.md §4). */
  timeoutMs?: number;
}

/** One page request's way to the backend: every backend call goes through `fetch`. */
export interface Backend {
  /**
   * Runs one call's fetch: given up after its time-out (then rejecting with a RequestTimeoutError),
   * measured, and reported when the backend does not answer well (no answer, time-out, error status).
   */
  fetch(call: BackendCall, input: RequestInfo | URL, init?: RequestInit): Promise<Response>;
  /**
   * Reports, with the request's correlation id, a failure only the caller sees: GraphQL errors in an
   * answer, a page rendered without its experiments.
   */
  report(message: string, error: unknown): void;
}

// What the executor has dealt with (reported, or left alone because its caller gave up): the
// GraphQL client sees the same error or error status again and must not report it twice.
const dealtWith = new WeakSet<object>();

/** Whether a failure a caller sees is one the executor has already dealt with. */
export function dealtWithByBackend(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { response } = error as { response?: unknown };
  return dealtWith.has(error) || (response instanceof Response && dealtWith.has(response));
}

/**
 * The backend executor of a page request (its loaders, actions and page decisions). `pageSignal`
 * is the page request's own: a visitor who goes away stops the calls made for them. A fetch other
 * pages share (the feature payload) goes without it.
 */
export function requestBackend(context: RequestContext, pageSignal?: AbortSignal): Backend {
  const facts = requestFacts(context);
  const report = (message: string, error: unknown) =>
    reportServerError(facts.settings, `${message} [${facts.correlationId}]`, error);

  return {
    report,
    async fetch({ name, timeoutMs = backendTimeoutMs }, input, init) {
      const timeout = AbortSignal.timeout(timeoutMs);
      const signals = [timeout, init?.signal, pageSignal].filter((signal) => signal != null);
      const started = performance.now();
      const measure = (outcome: BackendOutcome) =>
        facts.metrics?.backendAnswered(name, (performance.now() - started) / 1000, outcome);
      let response: Response;
      try {
        response = await (facts.fetch ?? fetch)(input, { ...init, signal: AbortSignal.any(signals) });
      } catch (caught) {
        const error = timeout.aborted ? new RequestTimeoutError() : caught;
        if (typeof error === 'object' && error !== null) dealtWith.add(error);
        // Aborted by its caller or by a visitor who went away: the backend did not fail.
        if (!timeout.aborted && signals.some((signal) => signal.aborted)) throw error;
        const failure = classifyRequestError(error); // a time-out or a network failure
        measure(failure === 'timeout' ? 'timeout' : 'network');
        report(`Backend request failed (${failure}): ${name}`, error);
        throw error;
      }
      measure(response.ok ? 'ok' : 'http');
      if (!response.ok) {
        dealtWith.add(response);
        report(`Backend request failed (server): ${name}`, new Error(`HTTP error: ${response.status}`));
      }
      return response;
    },
  };
}
