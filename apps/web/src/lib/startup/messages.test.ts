import { loadedLocales } from '@acq/locales';
import type { Locales } from '@acq/locales/types';
import { describe, expect, it, vi } from 'vitest';
import { createMessageLoader } from './messages';

function setUp({ failing = [] as Locales[], empty = [] as Locales[] } = {}) {
  const log = { error: vi.fn(), warn: vi.fn() };
  const load = vi.fn(async (locale: Locales) => {
    if (failing.includes(locale)) throw new Error(`cannot load ${locale}`);
  });
  const messagesOf = (locale: Locales) => (empty.includes(locale) ? {} : { hello: 'Hello' });
  return { log, load, loadMessages: createMessageLoader({ load, messagesOf, log }) };
}

describe('createMessageLoader', () => {
  it('loads a language once and caches it', async () => {
    const { load, loadMessages, log } = setUp();
    await expect(loadMessages('de')).resolves.toBe('de');
    await expect(loadMessages('de')).resolves.toBe('de');
    expect(load).toHaveBeenCalledTimes(1);
    expect(log.error).not.toHaveBeenCalled();
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('shares a load in flight', async () => {
    const { load, loadMessages } = setUp();
    await Promise.all([loadMessages('fr'), loadMessages('fr')]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('logs a failed load and falls back to English, retrying the language next time', async () => {
    const { load, loadMessages, log } = setUp({ failing: ['pl'] });
    await expect(loadMessages('pl')).resolves.toBe('en');
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('"pl"'), expect.any(Error));
    expect(load.mock.calls.map(([locale]) => locale)).toEqual(['pl', 'en']);
    await loadMessages('pl');
    expect(load.mock.calls.map(([locale]) => locale)).toEqual(['pl', 'en', 'pl']);
  });

  it('warns about a language without messages and falls back to English', async () => {
    const { loadMessages, log } = setUp({ empty: ['sv'] });
    await expect(loadMessages('sv')).resolves.toBe('en');
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('"sv" has no messages'));
  });

  it('settles on English without looping when English itself fails', async () => {
    const { load, loadMessages, log } = setUp({ failing: ['it', 'en'] });
    await expect(loadMessages('it')).resolves.toBe('en');
    await expect(loadMessages('en')).resolves.toBe('en');
    expect(load).toHaveBeenCalledTimes(3);
    expect(log.error).toHaveBeenCalledTimes(3);
  });

  it('loads the real message files by default', async () => {
    await expect(createMessageLoader()('de')).resolves.toBe('de');
    expect(Object.keys(loadedLocales.de).length).toBeGreaterThan(0);
  });
});
