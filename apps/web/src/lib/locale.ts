import type { Locales } from '@acq/locales/types';
import { baseLocale, isLocale } from '@acq/locales';

/** The locale of a path's language prefix (`/de/...`), or the base locale for unprefixed paths. */
export function localeFromPath(pathname: string): Locales {
  const prefix = pathname.split('/')[1] ?? '';
  return isLocale(prefix) ? prefix : baseLocale;
}
