import { i18nObject, loadedLocales } from '@acq/locales';
import { I18nContext } from '@acq/locales/react';
import type { Locales, TranslationFunctions } from '@acq/locales/types';
import { useMemo, useState, type ReactNode } from 'react';

const translationFunctions = new Map<Locales, TranslationFunctions>();

/**
 * One set of translation functions per language for the life of the process: each keeps the
 * texts it has parsed, so the server does not parse every message again on every request (as
 * typesafe-i18n's own provider, which builds a new set per mount, would). Only languages whose
 * messages are loaded are kept.
 */
function translationsFor(locale: Locales): TranslationFunctions {
  const kept = translationFunctions.get(locale);
  if (kept) return kept;
  const made = i18nObject(locale);
  if (loadedLocales[locale]) translationFunctions.set(locale, made);
  return made;
}

/** typesafe-i18n's context (`useI18nContext`), with the translation functions kept per language. */
export function TranslationsProvider({ locale: initial, children }: { locale: Locales; children: ReactNode }) {
  const [locale, setLocale] = useState(initial);
  const context = useMemo(() => ({ locale, LL: translationsFor(locale), setLocale }), [locale]);
  return <I18nContext value={context}>{children}</I18nContext>;
}
