import { startInProcessMockServer } from '@acq/mock-server/testing';
import { ApplyForMembershipDocument, RegistrationCodeDetailsDocument } from '@acq/graphql';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browserClientSource } from './browser-client-source';
import { GraphqlClientContext, queryKey, type GraphqlClientSource } from './client-source';
import { useMutation } from './use-mutation';
import { useQuery } from './use-query';

const variables = { registrationCode: 'VALID-CODE', validityTimestamp: null };
const key = queryKey(RegistrationCodeDetailsDocument, variables);

/** The browser's source, its client talking to the mock backend in this process. */
function browserSource(renderedQueries: Record<string, unknown>) {
  const mock = startInProcessMockServer();
  const source = browserClientSource(
    () => ({
      uri: 'http://mock/graphql',
      fetch: mock.fetch,
      sessionId: 'test-session',
      sourcePage: () => '/',
      authToken: () => null,
    }),
    renderedQueries,
  );
  return { ...source, load: vi.fn(source.load) } satisfies GraphqlClientSource;
}

function Inviter() {
  const { data, loading } = useQuery(RegistrationCodeDetailsDocument, { variables });
  return <p>{loading ? 'loading' : `invited by ${data?.registrationCodeDetails.invitorName}`}</p>;
}

describe('useQuery in the browser', () => {
  it('renders the answer the page came with, without loading the GraphQL client', () => {
    const source = browserSource({ [key]: { registrationCodeDetails: { invitorName: 'Server Julia' } } });
    render(
      <GraphqlClientContext value={source}>
        <Inviter />
      </GraphqlClientContext>,
    );
    expect(screen.getByText('invited by Server Julia')).toBeTruthy();
    expect(source.load).not.toHaveBeenCalled();
  });

  it('asks the backend through the client, loaded on demand, when the page has no answer', async () => {
    const source = browserSource({});
    render(
      <GraphqlClientContext value={source}>
        <Inviter />
      </GraphqlClientContext>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('invited by Julia')).toBeTruthy();
    expect(source.load).toHaveBeenCalledOnce();
  });

  it('stops handing over the rendered answers 100 ms after hydration (SPEC.md §9)', () => {
    vi.useFakeTimers({ toFake: ['performance', 'setTimeout'] });
    const source = browserSource({ [key]: { registrationCodeDetails: {} } });
    source.hydrated();
    expect(source.rendered(key)).toBeDefined();
    vi.advanceTimersByTime(101);
    expect(source.rendered(key)).toBeUndefined();
    vi.useRealTimers();
  });
});

describe('useMutation in the browser', () => {
  it('loads the client at the first call and reports the answer', async () => {
    const source = browserSource({});
    function Apply() {
      const [apply, { data }] = useMutation(ApplyForMembershipDocument);
      return data ? (
        <p>{data.applyForMembership.outcome}</p>
      ) : (
        <button onClick={() => void apply({ variables: { input: { email: 'new@example.com' } } })}>apply</button>
      );
    }
    render(
      <GraphqlClientContext value={source}>
        <Apply />
      </GraphqlClientContext>,
    );
    expect(source.load).not.toHaveBeenCalled();
    screen.getByRole('button').click();
    expect(await screen.findByText('SUBMITTED')).toBeTruthy();
    expect(source.load).toHaveBeenCalledOnce();
  });
});
