import { baseLocale, loadedLocales } from '@acq/locales';
import { loadLocaleAsync } from '@acq/locales/async';
import type { Locales } from '@acq/locales/types';

export interface MessageLoaderOptions {
  /** Loads a language's message file into typesafe-i18n's store. */
  load?: (locale: Locales) => Promise<void>;
  /** The messages loaded for a language, to tell an empty file from a full one. */
  messagesOf?: (locale: Locales) => object | undefined;
  /** The language used when another cannot be loaded. */
  fallback?: Locales;
  log?: Pick<Console, 'error' | 'warn'>;
}

/** Resolves to the language whose messages are usable; never rejects. */
export type MessageLoader = (locale: Locales) => Promise<Locales>;

/**
 * Loads each language's message file once (docs/product.md §4, §8): concurrent and later calls share the
 * first load. A failed load is logged, a language without messages warned about; both fall back to
 * English and are not cached, so a later switch retries a file a flaky network failed to deliver.
 */
export function createMessageLoader({
  load = loadLocaleAsync,
  messagesOf = (locale) => loadedLocales[locale],
  fallback = baseLocale,
  log = console,
}: MessageLoaderOptions = {}): MessageLoader {
  const loads = new Map<Locales, Promise<boolean>>();

  async function attempt(locale: Locales): Promise<boolean> {
    try {
      await load(locale);
    } catch (error) {
      log.error(`Failed to load the messages of locale "${locale}":`, error);
      return false;
    }
    const messages = messagesOf(locale);
    if (messages === undefined || Object.keys(messages).length === 0) {
      log.warn(`Locale "${locale}" has no messages.`);
      return false;
    }
    return true;
  }

  function loadOnce(locale: Locales): Promise<boolean> {
    const cached = loads.get(locale);
    if (cached) return cached;
    const loading = attempt(locale);
    loads.set(locale, loading);
    void loading.then((ok) => {
      if (!ok) loads.delete(locale);
    });
    return loading;
  }

  return async (locale) => {
    if (await loadOnce(locale)) return locale;
    if (locale !== fallback && (await loadOnce(fallback))) return fallback;
    // Nothing better is available; the caller renders with whatever typesafe-i18n holds.
    return fallback;
  };
}
