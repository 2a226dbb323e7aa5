import { loadLocaleAsync } from '@acq/locales/async';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { localeFromPath } from './lib/locale';
import { loadRuntimeSettings } from './lib/runtime-settings';
import './app/styles.css';

const locale = localeFromPath(window.location.pathname);
const [settings] = await Promise.all([loadRuntimeSettings(), loadLocaleAsync(locale)]);
document.documentElement.lang = locale;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App settings={settings} locale={locale} />
  </StrictMode>,
);
