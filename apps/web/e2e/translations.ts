import { loadedLocales, locales } from '../../../locales/i18n-util';
import { loadAllLocales } from '../../../locales/i18n-util.sync';
import type { Translations } from '../../../locales/i18n-types';

loadAllLocales();
/** The translations the browser tests expect to see, straight from locales/, every namespace with them. */
export const translations = Object.fromEntries(locales.map((locale) => [locale, loadedLocales[locale]])) as Record<
  (typeof locales)[number],
  Translations
>;
export type Language = keyof typeof translations;
export const languages = Object.keys(translations) as Language[];

/** Every mount of the routes: unprefixed English, then each language prefix. */
export const mounts: { prefix: string; language: Language }[] = [
  { prefix: '', language: 'en' },
  ...languages.map((language) => ({ prefix: `/${language}`, language })),
];

/** Where a route is under a mount: a mount's start page is the mount itself. */
export const pathUnder = (prefix: string, path: string) => (prefix && path === '/' ? prefix : `${prefix}${path}`);
