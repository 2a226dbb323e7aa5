// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const reportError = vi.hoisted(() => vi.fn());
vi.mock('@/lib/error-reporting/error-reporter', () => ({ reportError }));

// The module remembers that its document is leaving: every test starts with a new page's module.
async function freshModule() {
  vi.resetModules();
  return import('./chunk-load-error');
}

beforeEach(() => reportError.mockReset());
afterEach(() => sessionStorage.clear());

describe('isChunkLoadError', () => {
  it('knows the browsers’ wordings for a module that could not be fetched, and nothing else', async () => {
    const { isChunkLoadError } = await freshModule();
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(new Error('Failed to fetch dynamically imported module'))).toBe(false);
  });
});

describe('routerFetch', () => {
  const manifest = { type: 'manifest' } as const;
  const routesUrl = 'http://localhost/__manifest?paths=%2Fstores&version=1';
  afterEach(() => vi.unstubAllGlobals());

  it('turns a failed request for routes into a failure to load code, so the target loads in full', async () => {
    const { isChunkLoadError, routerFetch } = await freshModule();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const refused = routerFetch(new Request(routesUrl), manifest);
    await expect(refused).rejects.toSatisfy(isChunkLoadError);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('', { status: 502, statusText: 'Bad Gateway' })));
    await expect(routerFetch(new Request(routesUrl), manifest)).rejects.toSatisfy(isChunkLoadError);
  });

  it('passes the routes through when they come, and leaves page data and given-up requests as they are', async () => {
    const { isChunkLoadError, routerFetch } = await freshModule();
    const routes = new Response('{}', { status: 200 });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(routes));
    await expect(routerFetch(new Request(routesUrl), manifest)).resolves.toBe(routes);

    const offline = new TypeError('Failed to fetch');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(offline));
    const pageData = routerFetch(new Request('http://localhost/stores.data'), {
      type: 'navigation',
      fetcherKey: null,
      navigationType: 'PUSH' as never,
    });
    await expect(pageData).rejects.toBe(offline); // the error page says the network failed
    const controller = new AbortController();
    controller.abort();
    const givenUp = routerFetch(new Request(routesUrl, { signal: controller.signal }), manifest);
    await expect(givenUp).rejects.not.toSatisfy(isChunkLoadError);
  });
});
