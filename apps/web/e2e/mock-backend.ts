import { mockOrigin } from './stack';

/** Restores the mock backend's seeded scenarios, so that every test starts from the same state. */
export async function resetMockBackend(): Promise<void> {
  const response = await fetch(`${mockOrigin}/dev/reset`, { method: 'POST' });
  if (!response.ok) throw new Error(`Mock backend reset failed: ${response.status}`);
}

/** A GraphQL request the mock backend received (from the app's server), oldest first. */
export interface BackendRequest {
  operationName: string | null;
  variables: Record<string, unknown> | null;
  headers: Record<string, string | null>;
}

/** The GraphQL requests the mock backend received since the last reset, of one operation or all. */
export async function backendRequests(operationName?: string): Promise<BackendRequest[]> {
  const journal = (await (await fetch(`${mockOrigin}/dev/graphql-requests`)).json()) as BackendRequest[];
  return operationName ? journal.filter((entry) => entry.operationName === operationName) : journal;
}

/** The mock backend fails the next request of an operation (`POST /dev/faults`): network, http-500, http-502, graphql, timeout. */
export async function failNextBackendRequest(operationName: string, kind: string): Promise<void> {
  const response = await fetch(`${mockOrigin}/dev/faults`, {
    method: 'POST',
    body: JSON.stringify({ operationName, kind }),
  });
  if (response.status !== 204) throw new Error(`Fault injection failed: ${response.status}`);
}
