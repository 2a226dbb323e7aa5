import { useI18nContext } from '@acq/locales/react';
import type { Locales } from '@acq/locales/types';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { loadMessages } from './message-loader';

/**
 * The pages under one language prefix: switches the translations and `<html lang>` to that
 * language when a client-side navigation enters it.
 */
export function LocaleScope({ locale }: { locale: Locales }) {
  const { locale: current, setLocale } = useI18nContext();

  useEffect(() => {
    if (current === locale) return;
    let cancelled = false;
    void loadMessages(locale).then((loaded) => {
      if (!cancelled) setLocale(loaded);
    });
    return () => {
      cancelled = true;
    };
  }, [current, locale, setLocale]);

  useEffect(() => {
    document.documentElement.lang = current;
  }, [current]);

  return <Outlet />;
}
