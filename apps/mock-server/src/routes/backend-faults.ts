import type { IncomingMessage } from 'node:http';

/** How a GraphQL request can be made to fail, as a backend or the network between fails. */
export const faultKinds = ['network', 'http-500', 'http-502', 'graphql', 'timeout'] as const;
export type FaultKind = (typeof faultKinds)[number];

interface Fault {
  operationName: string;
  kind: FaultKind;
  remaining: number;
}

/** What the journal keeps of a GraphQL request: its operation, variables and the headers the contract names. */
export interface JournalEntry {
  operationName: string | null;
  variables: unknown;
  headers: Record<string, string | null>;
}

const journalHeaders = ['x-session-id', 'x-correlation-id', 'x-source-page', 'authorization', 'x-forwarded-for'];
const journalLimit = 200;
// Longer than any client waits (the web server's 30 s time-out): the request is never answered in time.
const timeoutFaultMs = 35_000;

/**
 * Development-only: the GraphQL requests the mock received (newest last) and faults to inject into
 * the next requests of an operation, so that browser tests can see what the app's server sends
 * and how it copes with a failing backend.
 */
export function createBackendFaults() {
  let journal: JournalEntry[] = [];
  let faults: Fault[] = [];

  return {
    /** Records the request; answers with the injected fault's response, or null to answer normally. */
    async intercept(request: Request, nodeRequest?: IncomingMessage): Promise<Response | null> {
      const { operationName, variables } = await operationOf(request);
      journal.push({
        operationName,
        variables,
        headers: Object.fromEntries(journalHeaders.map((name) => [name, request.headers.get(name)])),
      });
      if (journal.length > journalLimit) journal = journal.slice(-journalLimit);
      const fault = faults.find((candidate) => candidate.operationName === operationName && candidate.remaining > 0);
      if (!fault) return null;
      fault.remaining -= 1;
      switch (fault.kind) {
        case 'network':
          nodeRequest?.socket.destroy(); // the connection drops without an answer
          return new Response(null, { status: 500 });
        case 'http-500':
          return new Response('Internal Server Error', { status: 500 });
        case 'http-502':
          return new Response('Bad Gateway', { status: 502 });
        case 'graphql':
          return Response.json({ errors: [{ message: 'Injected failure' }], data: null });
        case 'timeout':
          await new Promise((resolve) => setTimeout(resolve, timeoutFaultMs));
          return new Response(null, { status: 504 });
      }
    },
    inject(operationName: string, kind: FaultKind, times = 1): void {
      faults.push({ operationName, kind, remaining: times });
    },
    journal: () => journal,
    reset(): void {
      journal = [];
      faults = [];
    },
  };
}

async function operationOf(request: Request): Promise<{ operationName: string | null; variables: unknown }> {
  if (request.method !== 'POST') return { operationName: null, variables: null };
  try {
    const body = (await request.clone().json()) as { operationName?: unknown; variables?: unknown };
    return {
      operationName: typeof body.operationName === 'string' ? body.operationName : null,
      variables: body.variables ?? null,
    };
  } catch {
    return { operationName: null, variables: null };
  }
}
