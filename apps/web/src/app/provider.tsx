import type { CountryCode } from '@acq/graphql';
import type { Locales } from '@acq/locales/types';
import { use, useMemo, type ReactNode } from 'react';
import { BrowserFactsContext } from '@/lib/browser-facts';
import { ExperimentsProvider } from '@/lib/experiments/experiments-provider';
import type { ExperimentsState } from '@/lib/experiments/experiments-state';
import type { BrowserSettings } from '@/lib/runtime-settings';
import { RuntimeSettingsContext } from '@/lib/runtime-settings-context';
import { StartupContext } from '@/lib/startup-context';
import { useHydrated } from '@/lib/use-hydrated';
import type { StartupState } from './startup';
import { TranslationsProvider } from './translations-provider';

export interface AppContext {
  settings: BrowserSettings;
  locale: Locales;
  startup: StartupState;
  /** The country the server rendered for. */
  country: CountryCode;
  /** The experiments as the server decided them. */
  experiments: ExperimentsState;
}

export function AppProvider({
  settings,
  locale,
  startup,
  country: renderedCountry,
  experiments: rendered,
  children,
}: AppContext & { children: ReactNode }) {
  const browser = use(BrowserFactsContext);
  // One country for every part, from the first render in the browser on: the completed decision.
  // Safe to differ from the server's while hydrating: it only seeds form values (the form
  // shows them on its controls after hydration), it is never rendered as markup.
  const country = browser?.country ?? renderedCountry;
  // Hydration renders what the server did; the webview's own objects count from then on.
  const webView = useHydrated() && browser ? browser.webView : startup.webView;
  const facts = useMemo(() => ({ ...startup, webView, country }), [startup, webView, country]);
  // A page a shared cache served names no visitor: the browser's id is in the cookie the edge set.
  const anonymousId = rendered.attributes.acqAnonymousId || (browser?.anonymousId ?? '');
  const experiments = useMemo(
    () => ({ ...rendered, attributes: { acqAnonymousId: anonymousId, applicationCountry: country } }),
    [rendered, anonymousId, country],
  );
  return (
    <RuntimeSettingsContext value={settings}>
      <StartupContext value={facts}>
        <ExperimentsProvider
          featuresHost={settings.featuresHost}
          clientKey={settings.featuresClientKey}
          disabled={startup.query.disableGrowthbook}
          state={experiments}
        >
          <TranslationsProvider locale={locale}>{children}</TranslationsProvider>
        </ExperimentsProvider>
      </StartupContext>
    </RuntimeSettingsContext>
  );
}
