import { startInProcessMockServer } from '@acq/mock-server/testing';
import TypesafeI18n from '@acq/locales/react';
import type { Locales } from '@acq/locales/types';
import { loadLocale } from '@acq/locales/sync';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { createApolloClient } from '@/lib/apollo-client';
import { GraphqlClientContext, serverClientSource } from '@/lib/graphql/client-source';

/**
 * Renders part of the app as it runs: real translations, and the real GraphQL client talking to
 * the mock backend in this process (no network), so component tests exercise the real contract.
 */
export function renderAppPart(ui: ReactNode, { locale = 'en', path = '/' }: { locale?: Locales; path?: string } = {}) {
  const mock = startInProcessMockServer();
  const client = createApolloClient({
    uri: 'http://mock/graphql',
    fetch: mock.fetch,
    sessionId: 'test-session',
    sourcePage: () => path,
    authToken: () => null,
  });
  // The client is there from the start, as on the server; no answers were rendered before, so
  // every query asks the backend.
  const graphql = serverClientSource(client).source;
  loadLocale(locale);
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <GraphqlClientContext value={graphql}>
        <TypesafeI18n locale={locale}>{ui}</TypesafeI18n>
      </GraphqlClientContext>
    </MemoryRouter>,
  );
  return { ...view, mock };
}
