import { loadedLocales, locales } from '../../../locales/i18n-util';
import { loadAllLocales } from '../../../locales/i18n-util.sync';
import type en from '../../../locales/en/index';
import type enImages from '../../../locales/en/images/index';
import type enLandingPage from '../../../locales/en/landingPage/index';
import type enRegistration from '../../../locales/en/registration/index';
import type enRegistrationPages from '../../../locales/en/registrationPages/index';
import type enScreenPages from '../../../locales/en/screenPages/index';

/** A language's messages with the namespaces pages load beside them, as the base locale types them. */
type Messages = typeof en & {
  images: typeof enImages;
  landingPage: typeof enLandingPage;
  registration: typeof enRegistration;
  registrationPages: typeof enRegistrationPages;
  screenPages: typeof enScreenPages;
};

loadAllLocales();
/** The translations the browser tests expect to see, straight from locales/. */
export const translations = Object.fromEntries(
  locales.map((locale) => [locale, loadedLocales[locale] as unknown as Messages]),
) as Record<(typeof locales)[number], Messages>;
export type Language = keyof typeof translations;
export const languages = Object.keys(translations) as Language[];

/** Every mount of the routes: unprefixed English, then each language prefix. */
export const mounts: { prefix: string; language: Language }[] = [
  { prefix: '', language: 'en' },
  ...languages.map((language) => ({ prefix: `/${language}`, language })),
];

/** Where a route is under a mount: a mount's start page is the mount itself. */
export const pathUnder = (prefix: string, path: string) => (prefix && path === '/' ? prefix : `${prefix}${path}`);
