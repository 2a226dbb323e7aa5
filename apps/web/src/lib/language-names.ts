import type { Locales } from '@acq/locales/types';

/** Each language in its own name, so that everyone finds theirs whatever the page's language. */
export const languageNames: Record<Locales, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  nl: 'Nederlands',
  pl: 'Polski',
  sv: 'Svenska',
};
