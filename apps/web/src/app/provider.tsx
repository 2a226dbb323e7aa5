import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import type { CountryCode } from '@acq/graphql';
import type { Locales } from '@acq/locales/types';
import TypesafeI18n from '@acq/locales/react';
import { useMemo, type ReactNode } from 'react';
import { ExperimentsProvider } from '@/lib/experiments/experiments-provider';
import type { RuntimeSettings } from '@/lib/runtime-settings';
import { RuntimeSettingsContext } from '@/lib/runtime-settings-context';
import { StartupContext } from '@/lib/startup-context';
import { clientNavigation } from './client-navigation';
import { useVisitorCountry } from './country';
import type { StartupState } from './startup';

export interface AppContext {
  settings: RuntimeSettings;
  client: ApolloClient;
  locale: Locales;
  startup: StartupState;
  countryGuess: CountryCode;
}

export function AppProvider({
  settings,
  client,
  locale,
  startup,
  countryGuess,
  children,
}: AppContext & { children: ReactNode }) {
  const country = useVisitorCountry(client, countryGuess);
  const facts = useMemo(() => ({ ...startup, country }), [startup, country]);
  return (
    <RuntimeSettingsContext value={settings}>
      <StartupContext value={facts}>
        <ApolloProvider client={client}>
          <ExperimentsProvider
            featuresHost={settings.featuresHost}
            clientKey={settings.featuresClientKey}
            disabled={startup.query.disableGrowthbook}
            country={country}
            navigation={clientNavigation}
          >
            <TypesafeI18n locale={locale}>{children}</TypesafeI18n>
          </ExperimentsProvider>
        </ApolloProvider>
      </StartupContext>
    </RuntimeSettingsContext>
  );
}
