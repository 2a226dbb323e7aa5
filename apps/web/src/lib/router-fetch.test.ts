// @vitest-environment jsdom
import { NavigationType } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError } from './chunk-load-error';
import { ForeignAnswerError, routerFetch } from './router-fetch';

const reloadForError = vi.hoisted(() => vi.fn());
vi.mock('./chunk-load-error', async (actual) => ({ ...(await actual<object>()), reloadForError }));

afterEach(() => {
  vi.unstubAllGlobals();
  reloadForError.mockReset();
});

const answering = (response: Response | Error) =>
  vi.stubGlobal(
    'fetch',
    response instanceof Error ? vi.fn().mockRejectedValue(response) : vi.fn().mockResolvedValue(response),
  );
const routers = (body: string | null, status = 200) =>
  new Response(body, { status, headers: { 'X-Remix-Response': 'yes', 'Content-Type': 'text/x-script' } });
const edgePage = () =>
  new Response('<html><h1>Back soon</h1></html>', { status: 503, statusText: 'Service Unavailable' });
const navigation = { type: 'navigation', fetcherKey: null, navigationType: NavigationType.Push } as const;
const post = { type: 'fetcher', fetcherKey: 'apply-for-membership', navigationType: null } as const;
const postTo = (url: string) => new Request(url, { method: 'POST', body: new FormData() });

describe('routerFetch: routes', () => {
  const manifest = { type: 'manifest' } as const;
  const routesUrl = 'http://localhost/__manifest?paths=%2Fstores&version=1';

  it('turns a failed request for routes into a failure to load code, so the target loads in full', async () => {
    answering(new TypeError('Failed to fetch'));
    await expect(routerFetch(new Request(routesUrl), manifest)).rejects.toSatisfy(isChunkLoadError);
    answering(new Response('', { status: 502, statusText: 'Bad Gateway' }));
    await expect(routerFetch(new Request(routesUrl), manifest)).rejects.toSatisfy(isChunkLoadError);
  });

  it('passes the routes through when they come, and leaves a given-up request as it is', async () => {
    const routes = new Response('{}', { status: 200 });
    answering(routes);
    await expect(routerFetch(new Request(routesUrl), manifest)).resolves.toBe(routes);
    const controller = new AbortController();
    controller.abort();
    answering(new DOMException('aborted', 'AbortError'));
    const givenUp = routerFetch(new Request(routesUrl, { signal: controller.signal }), manifest);
    await expect(givenUp).rejects.not.toSatisfy(isChunkLoadError);
  });
});

describe('routerFetch: data', () => {
  it('passes the server’s answers through whole, its errors and redirects too', async () => {
    for (const [body, status] of [
      ['[{"_1":2},"ok"]\n', 200],
      ['[{"_1":2},"problem"]\n', 502],
      ['[{"redirect":"/x"}]\n', 202],
    ] as const) {
      answering(routers(body, status));
      const response = await routerFetch(postTo('http://localhost/membership-interest/apply.data'), post);
      expect([response.status, await response.text()]).toEqual([status, body]);
    }
  });

  it('marks a form’s post answered by something in front, or cut short, for the form to keep its values', async () => {
    const cases = [
      [edgePage(), 'generic'],
      [new Response(null, { status: 504 }), 'generic'],
      [new Response('<html>portal</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }), 'generic'],
      [routers('[{"_1":2},"defaultValues",{"_3":'), 'network'],
      [routers(''), 'network'],
    ] as const;
    for (const [response, problem] of cases) {
      answering(response);
      const posted = routerFetch(postTo('http://localhost/membership-interest/apply.data'), post);
      await expect(posted).rejects.toSatisfy(
        (error) => error instanceof ForeignAnswerError && error.problem === problem,
      );
    }
    expect(reloadForError).not.toHaveBeenCalled();
  });

  it('loads a page in full whose data something in front answered', async () => {
    answering(edgePage());
    const pending = routerFetch(
      new Request('http://localhost/de/membership-interest/apply.data?x=1&_routes=a'),
      navigation,
    );
    await vi.waitFor(() => expect(reloadForError).toHaveBeenCalledOnce());
    expect(reloadForError.mock.calls[0]![2]).toEqual({ href: '/de/membership-interest/apply?x=1', replace: false });
    let settled = false;
    void pending.finally(() => (settled = true)).catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false); // the router keeps the page as loading while the document leaves

    answering(routers('[{"_1":'));
    const back = { ...navigation, navigationType: NavigationType.Pop } as const;
    void routerFetch(new Request('http://localhost/_.data'), back);
    await vi.waitFor(() => expect(reloadForError).toHaveBeenCalledTimes(2));
    expect(reloadForError.mock.calls[1]![2]).toEqual({ href: '/', replace: true });
  });

  it('leaves a request that got no answer, and the first page’s own data, as they fail', async () => {
    const offline = new TypeError('Failed to fetch');
    answering(offline);
    await expect(routerFetch(new Request('http://localhost/stores.data'), navigation)).rejects.toBe(offline);
    answering(edgePage());
    const first = { type: 'initialization', fetcherKey: null, navigationType: null } as const;
    await expect(routerFetch(new Request('http://localhost/stores.data'), first)).rejects.toBeInstanceOf(
      ForeignAnswerError,
    );
    expect(reloadForError).not.toHaveBeenCalled();
  });
});
