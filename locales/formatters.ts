import type { FormattersInitializer } from 'typesafe-i18n';
import type { Locales, Formatters } from './i18n-types';

// No custom formatters yet: typesafe-i18n's built-in ones (number, date) cover the texts.
export const initFormatters: FormattersInitializer<Locales, Formatters> = () => {
  const formatters: Formatters = {};
  return formatters;
};
