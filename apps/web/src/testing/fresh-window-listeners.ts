import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Every test starts with a window without the listeners an earlier test's modules added (a page's
 * modules are loaded anew for each test; the window stays): the listeners added during a test are
 * taken away after it.
 */
export function freshWindowListeners() {
  const listeners: [string, EventListenerOrEventListenerObject][] = [];
  beforeEach(() => {
    const add = window.addEventListener.bind(window);
    vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
      listeners.push([type, listener]);
      add(type, listener, options);
    });
  });
  afterEach(() => {
    for (const [type, listener] of listeners.splice(0)) window.removeEventListener(type, listener);
    vi.restoreAllMocks();
  });
}
