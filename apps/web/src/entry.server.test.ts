import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { builtInSettings } from '@/lib/runtime-settings';
import { reportServerError } from '@/lib/error-reporting/server-reporter.server';
import { requestFactsContext, type RequestFacts } from '@/lib/server/request-context.server';
import { handleError } from './entry.server';

vi.mock('@/lib/error-reporting/server-reporter.server', () => ({ reportServerError: vi.fn() }));

const context = new RouterContextProvider(
  new Map([[requestFactsContext, { settings: builtInSettings } as RequestFacts]]),
);
const args = (request: Request) => ({ request, context, params: {} });

describe('handleError', () => {
  it('reports a server failure with where it happened, without the query', () => {
    const error = new Error('backend down');
    handleError(error, args(new Request('http://site.test/de/lobby.data?token=secret')));
    expect(reportServerError).toHaveBeenCalledWith(builtInSettings, 'Server failure: GET /de/lobby', error);
  });

  it('leaves out abandoned requests and the visitor’s own mistakes', () => {
    vi.mocked(reportServerError).mockClear();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const abandoned = new AbortController();
    abandoned.abort();
    handleError(new Error('aborted'), args(new Request('http://site.test/', { signal: abandoned.signal })));
    handleError(
      // A route error response as React Router hands one over (isRouteErrorResponse's shape).
      { status: 405, statusText: 'Method Not Allowed', internal: true, data: null },
      args(new Request('http://site.test/about-us', { method: 'POST' })),
    );
    expect(reportServerError).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('POST /about-us: 405');
  });
});
