import { i18nObject, loadedFormatters, loadedLocales } from '@acq/locales';
import { loadFormatters } from '@acq/locales/async';
import { I18nContext } from '@acq/locales/react';
import type { Locales, TranslationFunctions, Translations } from '@acq/locales/types';
import { useMemo, type ReactNode } from 'react';

const translationFunctions = new Map<Locales, TranslationFunctions>();

/**
 * One set of translation functions per language for the life of the process: each keeps the
 * texts it has parsed, so the server does not parse every message again on every request (as
 * typesafe-i18n's own provider, which builds a new set per mount, would).
 */
function translationsFor(locale: Locales, messages: Translations): TranslationFunctions {
  const kept = translationFunctions.get(locale);
  if (kept) return kept;
  loadedLocales[locale] ??= messages; // in the browser: the messages the page data brought
  if (!loadedFormatters[locale]) loadFormatters(locale);
  const made = i18nObject(locale);
  translationFunctions.set(locale, made);
  return made;
}

const changedByNavigation = () => {}; // the language changes with the path's prefix, not in place

/** typesafe-i18n's context (`useI18nContext`) for the page's language and its messages. */
export function TranslationsProvider({
  locale,
  messages,
  children,
}: {
  locale: Locales;
  messages: Translations;
  children: ReactNode;
}) {
  const context = useMemo(
    () => ({ locale, LL: translationsFor(locale, messages), setLocale: changedByNavigation }),
    [locale, messages],
  );
  return <I18nContext value={context}>{children}</I18nContext>;
}
