import { startInProcessMockServer } from '@acq/mock-server/testing';
import { RouterContextProvider } from 'react-router';
import { builtInSettings } from '@/lib/runtime-settings';
import { requestFactsContext, type RequestFacts } from '@/lib/server/request-context.server';
import type { RouteArgs } from '@/lib/server/route-args.server';

interface Post {
  /** The page's address the form was posted from (with its query). */
  address: string;
  fields: Record<string, string>;
  /** The browser's own post, or the router's once the page has hydrated (to `<path>.data`). */
  by: 'browser' | 'router';
  /** The visitor's cookies. */
  cookie?: string;
}

/**
 * Posts a form to a feature's action as the web server hands it over, against the mock backend
 * in this process (a new one, or the given one with its state), and reads the answer's status and
 * headers (a redirect, or the form's data).
 */
export async function postToAction(
  action: (page: RouteArgs) => Promise<unknown>,
  { address, fields, by, cookie }: Post,
  mock = startInProcessMockServer(),
) {
  const facts = {
    settings: { ...builtInSettings, acqBackendGraphqlURL: 'http://mock/graphql' },
    correlationId: 'test-correlation',
    forwardedFor: '',
    fetch: mock.fetch,
  };
  const context = new RouterContextProvider(new Map([[requestFactsContext, facts as unknown as RequestFacts]]));
  const url = new URL(address, 'http://site.test');
  const sent = new URL(url);
  if (by === 'router') sent.pathname = sent.pathname.endsWith('/') ? `${sent.pathname}_.data` : `${sent.pathname}.data`;
  const headers = cookie ? { cookie } : undefined;
  const request = new Request(sent, { method: 'POST', body: new URLSearchParams(fields), headers });
  const answer = await action({ request, url, context });
  const init = answer instanceof Response ? answer : (answer as { init?: ResponseInit | null }).init;
  return { status: init?.status, headers: new Headers(init?.headers) };
}
