import { ServerError } from '@apollo/client';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { reportServerError } from '@/lib/error-reporting/server-reporter.server';
import { builtInSettings } from '@/lib/runtime-settings';
import { RequestTimeoutError, requestTimeoutMs } from '@/lib/server/request-errors.server';
import { backendTimeoutMs, dealtWithByBackend, requestBackend } from './backend-call.server';
import { classifyRequestError } from './request-errors.server';
import { requestFactsContext, type RequestFacts } from './request-context.server';

vi.mock('@/lib/error-reporting/server-reporter.server', () => ({ reportServerError: vi.fn() }));
// Test files share their workers (vite.config.ts): one that ran a real action before this one
// (register-action.server.test.ts) left the executor loaded with the real reporter. Loaded afresh,
// it meets the mock above.
vi.hoisted(() => vi.resetModules());

const neverAnswers: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));

/** A page request's executor over `fetchImpl`, with what it measures and reports. */
function pageRequest(fetchImpl: typeof fetch, pageSignal?: AbortSignal) {
  vi.mocked(reportServerError).mockClear();
  const backendAnswered = vi.fn();
  const facts = { settings: builtInSettings, correlationId: 'req-1', metrics: { backendAnswered }, fetch: fetchImpl };
  const context = new RouterContextProvider(new Map([[requestFactsContext, facts as unknown as RequestFacts]]));
  const reports = () => vi.mocked(reportServerError).mock.calls.map(([, message, error]) => ({ message, error }));
  return { backend: requestBackend(context, pageSignal), backendAnswered, reports };
}

describe('requestBackend', () => {
  it('waits 30 s for the backend unless ACQ_BACKEND_TIMEOUT_MS says otherwise', () => {
    expect(backendTimeoutMs).toBe(Number(process.env.ACQ_BACKEND_TIMEOUT_MS) || requestTimeoutMs);
  });

  it('passes an answer on and measures it under the call’s name', async () => {
    const { backend, backendAnswered, reports } = pageRequest(async () => new Response('ok'));
    const response = await backend.fetch({ name: 'CountryDetails' }, 'http://backend/graphql');
    expect(await response.text()).toBe('ok');
    expect(backendAnswered).toHaveBeenCalledWith('CountryDetails', expect.any(Number), 'ok');
    expect(reports()).toEqual([]);
  });

  it('gives up after the call’s time-out with "Timeout exceeded", measured and reported with the correlation id', async () => {
    const { backend, backendAnswered, reports } = pageRequest(neverAnswers);
    const started = Date.now();
    const call = backend.fetch({ name: 'feature-payload', timeoutMs: 50 }, 'http://features/api/features/key');
    await expect(call).rejects.toThrow(new RequestTimeoutError());
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    const error = await call.catch((caught: unknown) => caught);
    expect(classifyRequestError(error)).toBe('timeout'); // the visitor's message: docs/product.md §8
    expect(backendAnswered).toHaveBeenCalledWith('feature-payload', expect.any(Number), 'timeout');
    expect(reports()).toEqual([{ message: 'Backend request failed (timeout): feature-payload [req-1]', error }]);
    expect(dealtWithByBackend(error)).toBe(true);
  });

  it('measures and reports a network failure and an error status, once', async () => {
    const failure = new TypeError('fetch failed');
    const answers = [() => Promise.reject(failure), async () => new Response('down', { status: 503 })];
    const { backend, backendAnswered, reports } = pageRequest(() => answers.shift()!());
    await expect(backend.fetch({ name: 'RegistrationCodeDetails' }, 'http://backend/graphql')).rejects.toBe(failure);
    const response = await backend.fetch({ name: 'RegistrationCodeDetails' }, 'http://backend/graphql');
    expect(response.status).toBe(503);
    expect(backendAnswered.mock.calls.map(([name, , outcome]) => [name, outcome])).toEqual([
      ['RegistrationCodeDetails', 'network'],
      ['RegistrationCodeDetails', 'http'],
    ]);
    expect(reports()).toEqual([
      { message: 'Backend request failed (network): RegistrationCodeDetails [req-1]', error: failure },
      {
        message: 'Backend request failed (server): RegistrationCodeDetails [req-1]',
        error: new Error('HTTP error: 503'),
      },
    ]);
    // The GraphQL client meets both again: the thrown error, and its own error for the status.
    expect(dealtWithByBackend(failure)).toBe(true);
    expect(dealtWithByBackend(new ServerError('Response not successful', { response, bodyText: 'down' }))).toBe(true);
    expect(dealtWithByBackend(new Error('GraphQL errors'))).toBe(false);
  });

  it('stops when the visitor goes away or its caller aborts, and neither measures nor reports that', async () => {
    const page = new AbortController();
    const visitorLeft = pageRequest(neverAnswers, page.signal);
    const call = visitorLeft.backend.fetch({ name: 'CountryDetails' }, 'http://backend/graphql');
    page.abort();
    await expect(call).rejects.toThrow();
    expect(visitorLeft.backendAnswered).not.toHaveBeenCalled();
    expect(visitorLeft.reports()).toEqual([]);

    const caller = new AbortController();
    const callerLeft = pageRequest(neverAnswers);
    const given = callerLeft.backend.fetch({ name: 'CountryDetails' }, 'http://backend/graphql', {
      signal: caller.signal,
    });
    caller.abort();
    const error = await given.catch((caught: unknown) => caught);
    expect(error).toHaveProperty('name', 'AbortError');
    expect(dealtWithByBackend(error)).toBe(true); // nor does the GraphQL client report it
    expect(callerLeft.backendAnswered).not.toHaveBeenCalled();
    expect(callerLeft.reports()).toEqual([]);
  });
});
