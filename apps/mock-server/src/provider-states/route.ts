import { z } from 'zod';
import type { ScenarioStore } from '../store';
import { createStateArrangements, type Arrange } from './arrangements';

/** Where the mock backend takes provider-state changes, as a backend team's test instance does. */
export const providerStatesPath = '/_pact/provider-states';

// The Pact verifier's provider-state protocol; interactions without a state send `"state": ""`.
const stateChange = z.object({
  state: z.string(),
  params: z.record(z.string(), z.unknown()).optional(),
  action: z.enum(['setup', 'teardown']).default('setup'),
});

/**
 * `POST /_pact/provider-states`: arranges a provider state on `setup` and answers the values the
 * verifier injects into the request; `teardown` restores the seed, so every interaction starts
 * from it. Only JSON is accepted, which a cross-site HTML form cannot send.
 */
export function createProviderStatesRoute(store: ScenarioStore, publicSiteUrl: string) {
  // A Map, so a state named like an Object.prototype member arranges nothing.
  const arrangements = new Map<string, Arrange>(Object.entries(createStateArrangements(publicSiteUrl)));

  return async (request: Request): Promise<Response> => {
    if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) {
      return Response.json({ error: 'Send the state change as application/json.' }, { status: 415 });
    }
    const parsed = stateChange.safeParse(await request.json().catch(() => undefined));
    if (!parsed.success) {
      return Response.json(
        { error: 'Send {"state": "...", "params": {}, "action": "setup" | "teardown"}.' },
        { status: 400 },
      );
    }
    const { state, action } = parsed.data;
    if (action === 'teardown') {
      store.reset();
      return Response.json({});
    }
    if (!state) return Response.json({});
    const arrange = arrangements.get(state);
    if (!arrange) return Response.json({ error: `Unknown provider state: ${state}` }, { status: 400 });
    return Response.json(arrange(store) ?? {});
  };
}
