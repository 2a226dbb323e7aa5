import { i18nObject, loadedFormatters, loadedLocales } from '@acq/locales';
import { loadFormatters } from '@acq/locales/async';
import { I18nContext } from '@acq/locales/react';
import type { Locales, TranslationFunctions } from '@acq/locales/types';
import { useMemo, type ReactNode } from 'react';
import { prepareNamespaces } from '@/lib/page-messages';

const translationFunctions = new WeakMap<object, TranslationFunctions>();

/**
 * One set of translation functions per language's messages: each keeps the texts it has parsed,
 * so the server does not parse every message again on every request (as typesafe-i18n's own
 * provider, which builds a new set per mount, would). Messages loaded anew (an edited file under
 * `pnpm dev`) are a new object, and get new functions.
 */
function translationsFor(locale: Locales): TranslationFunctions {
  const messages = loadedLocales[locale];
  if (!messages) throw new Error(`The messages of "${locale}" are not loaded`);
  const kept = translationFunctions.get(messages);
  if (kept) return kept;
  if (!loadedFormatters[locale]) loadFormatters(locale);
  prepareNamespaces(locale); // before the functions copy the messages' top level
  const made = i18nObject(locale);
  translationFunctions.set(messages, made);
  return made;
}

const changedByNavigation = () => {}; // the language changes with the path's prefix, not in place

/**
 * typesafe-i18n's context (`useI18nContext`) for the page's language. Its messages are loaded
 * before: on the server all of them (`lib/server/messages.server.ts`), in the browser the page's
 * language before hydration (`entry.client.tsx`) and another with the navigation that switches to
 * it (the root's `clientLoader`); a namespace only some pages show fills its place in them when it
 * arrives (`lib/page-messages.ts`).
 */
export function TranslationsProvider({ locale, children }: { locale: Locales; children: ReactNode }) {
  const LL = translationsFor(locale);
  const context = useMemo(() => ({ locale, LL, setLocale: changedByNavigation }), [locale, LL]);
  return <I18nContext value={context}>{children}</I18nContext>;
}
