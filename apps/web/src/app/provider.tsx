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
import { useVisitorCountry } from './country';
import type { StartupState } from './startup';
import { TranslationsProvider } from './translations-provider';

export interface AppContext {
  settings: RuntimeSettings;
  /** Where GraphQL hooks get their client (the browser loads it when a request needs it). */
  graphql: GraphqlClientSource;
  locale: Locales;
  startup: StartupState;
  /** The country the server rendered for, and the backend's answer it came from (null: a guess). */
  country: CountryCode;
  backendCountry: string | null;
  /** The experiments as the server decided them. */
  experiments: ExperimentsState;
  /** What only the browser can tell; absent on the server. */
  browser?: { webView: boolean };
}

export function AppProvider({
  settings,
  graphql,
  locale,
  startup,
  country: renderedCountry,
  backendCountry,
  experiments,
  browser,
  children,
}: AppContext & { children: ReactNode }) {
  const country = useVisitorCountry(renderedCountry, backendCountry);
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
