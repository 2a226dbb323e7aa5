// @vitest-environment jsdom
import type { Location } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NavigatingRouter } from './chunk-load-error';

const reportError = vi.hoisted(() => vi.fn());
vi.mock('@/lib/error-reporting/error-reporter', () => ({ reportError }));

// The module remembers that its document is leaving: every test starts with a new page's module.
async function freshModule() {
  vi.resetModules();
  return import('./chunk-load-error');
}

/** A window whose address changes are recorded (jsdom cannot navigate). */
function fakeWindow() {
  const location = { pathname: '/about-us', search: '', hash: '', assign: vi.fn(), reload: vi.fn() };
  return Object.assign(new EventTarget(), { location, sessionStorage: window.sessionStorage }) as unknown as Window & {
    location: typeof location;
  };
}

function fakeRouter(target: Partial<Location> | undefined) {
  return {
    state: { navigation: { location: target } } as NavigatingRouter['state'],
    dispose: vi.fn<() => void>(),
  };
}

/** What Vite's preload helper raises for a module it could not fetch. */
function preloadError(win: Window, message = 'Failed to fetch dynamically imported module: /assets/terms-x.js') {
  const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
    payload: new TypeError(message),
  });
  win.dispatchEvent(event);
  return event;
}

beforeEach(() => reportError.mockReset());
afterEach(() => sessionStorage.clear());

describe('a failed preload', () => {
  it('during a client-side navigation stops the router and loads the target in full, reporting from there', async () => {
    const { loadTargetInFullOnFailedPreload, reportErrorBeforeReload } = await freshModule();
    const win = fakeWindow();
    const router = fakeRouter({ pathname: '/content/terms', search: '?lang=en', hash: '#top' });
    loadTargetInFullOnFailedPreload(win, router);

    const event = preloadError(win);
    expect(router.dispose).toHaveBeenCalled(); // no error page while the target loads
    expect(win.location.assign).toHaveBeenCalledWith('/content/terms?lang=en#top');
    expect(event.defaultPrevented).toBe(false); // the import still fails for its caller
    expect(reportError).not.toHaveBeenCalled(); // not from this document…

    reportErrorBeforeReload(); // …but from the next one
    expect(reportError).toHaveBeenCalledWith(
      'Reloaded after an error:',
      new Error('Route error: Failed to fetch dynamically imported module: /assets/terms-x.js'),
    );
  });

  it('loads the target once, however many modules fail on the way', async () => {
    const { loadTargetInFullOnFailedPreload, reloadForError } = await freshModule();
    const win = fakeWindow();
    loadTargetInFullOnFailedPreload(win, fakeRouter({ pathname: '/stores', search: '', hash: '' }));
    preloadError(win);
    preloadError(win, 'Unable to preload CSS for /assets/style.css');
    reloadForError('Route error:', new TypeError('Failed to fetch dynamically imported module'));
    expect(win.location.assign).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('acq:reload-after-error')).toContain('terms-x.js');
  });

  it('outside a navigation is left to whoever imported the module', async () => {
    const { loadTargetInFullOnFailedPreload } = await freshModule();
    const win = fakeWindow();
    const router = fakeRouter(undefined);
    loadTargetInFullOnFailedPreload(win, router);
    const event = preloadError(win);
    expect(router.dispose).not.toHaveBeenCalled();
    expect(win.location.assign).not.toHaveBeenCalled();
    expect(win.location.reload).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });

  it('is not listened for once stopped', async () => {
    const { loadTargetInFullOnFailedPreload } = await freshModule();
    const win = fakeWindow();
    const stop = loadTargetInFullOnFailedPreload(win, fakeRouter({ pathname: '/stores', search: '', hash: '' }));
    stop();
    preloadError(win);
    expect(win.location.assign).not.toHaveBeenCalled();
  });
});

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
