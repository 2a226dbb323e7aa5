import { ApolloProvider } from '@apollo/client/react';
import type { Locales } from '@acq/locales/types';
import TypesafeI18n from '@acq/locales/react';
import { useMemo, type ReactNode } from 'react';
import { createApolloClient } from '@/lib/apollo-client';
import type { RuntimeSettings } from '@/lib/runtime-settings';
import { RuntimeSettingsContext } from '@/lib/runtime-settings-context';

export function AppProvider({
  settings,
  locale,
  children,
}: {
  settings: RuntimeSettings;
  locale: Locales;
  children: ReactNode;
}) {
  const client = useMemo(
    () => createApolloClient({ uri: settings.acqBackendGraphqlURL }),
    [settings.acqBackendGraphqlURL],
  );
  return (
    <RuntimeSettingsContext value={settings}>
      <ApolloProvider client={client}>
        <TypesafeI18n locale={locale}>{children}</TypesafeI18n>
      </ApolloProvider>
    </RuntimeSettingsContext>
  );
}
