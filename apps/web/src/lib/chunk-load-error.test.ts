// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshWindowListeners } from '@/testing/fresh-window-listeners';

const reportError = vi.hoisted(() => vi.fn());
vi.mock('@/lib/error-reporting/error-reporter', () => ({ reportError }));

// The module remembers that it is reloading its document: every test starts with a new page's module.
async function freshModule() {
  vi.resetModules();
  return import('./chunk-load-error');
}

freshWindowListeners();
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

describe('reloadOnPreloadError', () => {
  const cutOff = () => new TypeError('error loading dynamically imported module: /a.js');
  const preloadError = () => Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: cutOff() });
  const rejection = (reason: unknown) =>
    Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason });

  it('reloads the page for a module that cannot be fetched, and lets its import reject', async () => {
    const { reloadOnPreloadError } = await freshModule();
    reloadOnPreloadError();
    const event = preloadError();
    window.dispatchEvent(event);
    // Prevented, Vite would resolve the import to nothing, which its caller would read as a module.
    expect(event.defaultPrevented).toBe(false);
    expect(sessionStorage.getItem('acq:reload-after-error')).toMatch(/^Module failed to load: error loading/);
    const leftBehind = rejection(cutOff());
    window.dispatchEvent(leftBehind); // the import's rejection, on a page that reloads
    expect(leftBehind.defaultPrevented).toBe(true);
  });

  it('leaves a page that is being left alone: no reload, the cut-off load’s rejection handled', async () => {
    const { reloadOnPreloadError } = await freshModule();
    reloadOnPreloadError();
    const other = rejection(new TypeError('Cannot read properties of undefined'));
    window.dispatchEvent(other);
    expect(other.defaultPrevented).toBe(false); // before leaving, and any other error: not handled here

    window.dispatchEvent(new Event('pagehide'));
    const event = preloadError();
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(sessionStorage.getItem('acq:reload-after-error')).toBeNull();
    const cut = rejection(cutOff());
    window.dispatchEvent(cut);
    expect(cut.defaultPrevented).toBe(true);
  });
});
