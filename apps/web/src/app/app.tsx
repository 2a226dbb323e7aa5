import type { Locales } from '@acq/locales/types';
import type { RuntimeSettings } from '@/lib/runtime-settings';
import { AppProvider } from './provider';
import { AppRouter } from './router';

export function App({ settings, locale }: { settings: RuntimeSettings; locale: Locales }) {
  return (
    <AppProvider settings={settings} locale={locale}>
      <AppRouter />
    </AppProvider>
  );
}
