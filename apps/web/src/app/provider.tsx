import type { CountryCode } from '@acq/graphql';
import type { Locales } from '@acq/locales/types';
import { useEffect, useMemo, type ReactNode } from 'react';
import { GraphqlClientContext, type GraphqlClientSource } from '@/lib/graphql/client-source';
import { ExperimentsProvider } from '@/lib/experiments/experiments-provider';
import type { ExperimentsState } from '@/lib/experiments/experiments-state';
import type { RuntimeSettings } from '@/lib/runtime-settings';
import { RuntimeSettingsContext } from '@/lib/runtime-settings-context';
import { StartupContext } from '@/lib/startup-context';
import { useHydrated } from '@/lib/use-hydrated';
import { clientNavigation } from './client-navigation';
import type { StartupState } from './startup';
import { TranslationsProvider } from './translations-provider';

export interface AppContext {
  settings: RuntimeSettings;
  /** Where GraphQL hooks get their client (the browser loads it when a request needs it). */
  graphql: GraphqlClientSource;
  locale: Locales;
  startup: StartupState;
  /** The country the server rendered for. */
  country: CountryCode;
  /** The experiments as the server decided them (in the browser: with the completed country). */
  experiments: ExperimentsState;
  /** What only the browser can tell; absent on the server. */
  browser?: { webView: boolean; country: CountryCode };
}

export function AppProvider({
  settings,
  graphql,
  locale,
  startup,
  country: renderedCountry,
  experiments,
  browser,
  children,
}: AppContext & { children: ReactNode }) {
  // One country for every part, from the first render in the browser on: the completed decision.
  // Safe to differ from the server's while hydrating: it only seeds form values (react-hook-form
  // sets them on the elements after hydration), it is never rendered as markup.
  const country = browser?.country ?? renderedCountry;
  // Hydration renders what the server did; the webview's own objects count from then on.
  const webView = useHydrated() && browser ? browser.webView : startup.webView;
  const facts = useMemo(() => ({ ...startup, webView, country }), [startup, webView, country]);
  // The provider's effect runs after every child's: the whole page has hydrated.
  useEffect(() => graphql.hydrated(), [graphql]);
  return (
    <RuntimeSettingsContext value={settings}>
      <StartupContext value={facts}>
        <GraphqlClientContext value={graphql}>
          <ExperimentsProvider
            featuresHost={settings.featuresHost}
            clientKey={settings.featuresClientKey}
            disabled={startup.query.disableGrowthbook}
            state={experiments}
            navigation={clientNavigation}
          >
            <TranslationsProvider locale={locale}>{children}</TranslationsProvider>
          </ExperimentsProvider>
        </GraphqlClientContext>
      </StartupContext>
    </RuntimeSettingsContext>
  );
}
