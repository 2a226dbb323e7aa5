import de from '../../../locales/de/index';
import en from '../../../locales/en/index';
import fr from '../../../locales/fr/index';
import it from '../../../locales/it/index';
import nl from '../../../locales/nl/index';
import pl from '../../../locales/pl/index';
import sv from '../../../locales/sv/index';

/** The translations the browser tests expect to see, straight from locales/. */
export const translations = { en, de, fr, it, nl, pl, sv };
export type Language = keyof typeof translations;
export const languages = Object.keys(translations) as Language[];

/** Every mount of the routes: unprefixed English, then each language prefix. */
export const mounts: { prefix: string; language: Language }[] = [
  { prefix: '', language: 'en' },
  ...languages.map((language) => ({ prefix: `/${language}`, language })),
];

/** Where a route is under a mount: a mount's start page is the mount itself. */
export const pathUnder = (prefix: string, path: string) => (prefix && path === '/' ? prefix : `${prefix}${path}`);
