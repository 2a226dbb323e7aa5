import { i18nObject, loadedLocales } from '@acq/locales';
import { loadLocaleAsync } from '@acq/locales/async';
import sv from '../../../../locales/sv/images/index';
import { describe, expect, it } from 'vitest';
import { loadMessages, namespacesOf, pageNamespaces, prepareNamespaces } from './page-messages';

describe('page messages', () => {
  it('names each namespace of the matched routes once, in one order', () => {
    const matches = [
      { handle: { messages: ['registration'] } },
      {},
      { handle: { messages: ['registration', 'images'] } },
    ];
    expect(namespacesOf(matches)).toEqual(['images', 'registration']);
  });

  it('fills a namespace in place, so translation functions made before show it', async () => {
    const kept = loadedLocales.sv;
    delete (loadedLocales as Record<string, unknown>).sv;
    try {
      await loadLocaleAsync('sv');
      prepareNamespaces('sv');
      const LL = i18nObject('sv');
      expect(LL.images.hero()).toBe(''); // not there yet: nothing, not another language's text
      await loadMessages('sv', ['images']);
      expect(LL.images.hero()).toBe(sv.hero);
    } finally {
      await loadMessages('sv', pageNamespaces); // the other tests meet every namespace, as the server does
      if (kept) Object.assign(loadedLocales, { sv: { ...kept, ...loadedLocales.sv } });
    }
  });
});
