import { loadedLocales } from '@acq/locales';
import { loadAllLocales } from '@acq/locales/sync';
import type { Locales, Translations } from '@acq/locales/types';

// Every language's messages are in memory on the server: a page never waits for a message file.
loadAllLocales();

/** A language's messages, for the page data and for translating on the server. */
export function messagesOf(locale: Locales): Translations {
  return loadedLocales[locale];
}
