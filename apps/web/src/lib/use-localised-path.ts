import { useI18nContext } from '@acq/locales/react';
import { localisedPath } from './startup/locale-path';

/** The path of a page in the current language: English unprefixed, other languages under `/{locale}`. */
export function useLocalisedPath(path: string): string {
  return localisedPath(path, useI18nContext().locale);
}
