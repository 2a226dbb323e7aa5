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
