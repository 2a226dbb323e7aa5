import { getIntrospectionQuery } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { csrfPreventionHeader, requestLimits } from './protections';
import { startInProcessMockServer } from './testing/in-process-client';

// What a hostile client or a cross-site page can send, and what the mock backend answers.
const mock = startInProcessMockServer();
beforeEach(() => mock.store.reset());

const applyMutation = 'mutation { applyForMembership(input: { email: "victim@example.com" }) { outcome } }';
const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  mock.request('/graphql', { method: 'POST', body, headers });
// As the app sends it: JSON, and errors with their HTTP status (GraphQL over HTTP).
const json = (payload: unknown) =>
  post(JSON.stringify(payload), { 'content-type': 'application/json', accept: 'application/graphql-response+json' });
const errorsOf = async (response: Response) => ((await response.json()) as { errors?: { message: string }[] }).errors;

describe('cross-site request forgery', () => {
  it('refuses a mutation from a plain HTML form (url-encoded), and runs nothing', async () => {
    const response = await post(new URLSearchParams({ query: applyMutation }));
    expect(response.status).toBe(403);
    expect(await errorsOf(response)).toEqual([
      expect.objectContaining({ message: 'Required CSRF header(s) not present' }),
    ]);
    expect(mock.store.membershipApplications.has('victim@example.com')).toBe(false);
  });

  it('refuses a multipart form and a text/plain body', async () => {
    const form = new FormData();
    form.set('query', applyMutation);
    expect((await post(form)).status).toBe(403);
    expect((await post(JSON.stringify({ query: applyMutation }), { 'content-type': 'text/plain' })).status).toBe(403);
    expect(mock.store.membershipApplications.has('victim@example.com')).toBe(false);
  });

  it('answers a GET query only with the CSRF header', async () => {
    const url = `/graphql?query=${encodeURIComponent('{ countryDetails { country } }')}`;
    expect((await mock.request(url)).status).toBe(403);
    const response = await mock.request(url, { headers: { [csrfPreventionHeader]: '1' } });
    expect(await response.json()).toEqual({ data: { countryDetails: { country: 'DE' } } });
  });

  it('lets JSON through, as the app sends it', async () => {
    const response = await json({ query: applyMutation });
    expect(await response.json()).toEqual({ data: { applyForMembership: { outcome: 'SUBMITTED' } } });
  });
});

describe('request limits', () => {
  it(`refuses a body over ${requestLimits.bodyBytes} bytes with 413`, async () => {
    const response = await json({ query: '{ countryDetails { country } }', variables: { pad: 'x'.repeat(12 << 20) } });
    expect(response.status).toBe(413);
  });

  it(`refuses a document nested deeper than ${requestLimits.depth} levels, introspection included`, async () => {
    const fragments = `{ ${'... on Query { '.repeat(30)}countryDetails { country }${' }'.repeat(30)} }`;
    const introspection = `{ __schema { types { ${'ofType { '.repeat(30)}name${' }'.repeat(30)} } } }`;
    for (const query of [fragments, introspection]) {
      const response = await json({ query });
      expect(response.status).toBe(400);
      expect(await errorsOf(response)).toContainEqual(
        expect.objectContaining({ message: expect.stringMatching(/depth limit of 24 exceeded/) }),
      );
    }
  });

  it(`refuses more than ${requestLimits.aliases} aliases`, async () => {
    const aliases = Array.from({ length: 30 }, (_, i) => `a${i}: countryDetails { country }`).join(' ');
    const response = await json({ query: `{ ${aliases} }` });
    expect(response.status).toBe(400);
    expect(await errorsOf(response)).toEqual([expect.objectContaining({ message: expect.stringMatching(/aliases/i) })]);
  });

  it('refuses what the hostile-input review sent: 300 levels, 3000 aliases', async () => {
    const deep = `{ ${'... on Query { '.repeat(300)}countryDetails { country }${' }'.repeat(300)} }`;
    const aliases = Array.from({ length: 3000 }, (_, i) => `a${i}: __typename`).join(' ');
    for (const query of [deep, `{ ${aliases} }`]) {
      const response = await json({ query });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect((await errorsOf(response))?.[0]?.message).toMatch(/limit/);
    }
  });

  it(`refuses a document of more than ${requestLimits.tokens} tokens`, async () => {
    const response = await json({ query: `{ ${'__typename '.repeat(requestLimits.tokens)} }` });
    expect(response.status).toBe(400);
    expect(await errorsOf(response)).toEqual([expect.objectContaining({ message: expect.stringMatching(/token/i) })]);
  });
});

describe('errors', () => {
  it('masks an unexpected error of a resolver', async () => {
    vi.spyOn(mock.store.membershipApplications, 'has').mockImplementationOnce(() => {
      throw new Error('connection to db-internal:5432 refused');
    });
    const body = JSON.stringify(await (await json({ query: applyMutation })).json());
    expect(body).toContain('Unexpected error.');
    expect(body).not.toContain('db-internal');
  });

  it('answers invalid JSON with 400, without the parser’s own message', async () => {
    for (const accept of ['application/json', 'application/graphql-response+json']) {
      const response = await post('{"query":', { 'content-type': 'application/json', accept });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        errors: [{ message: 'POST body sent invalid JSON.', extensions: { code: 'BAD_REQUEST' } }],
      });
    }
  });
});

describe('development tools', () => {
  it('answers the full introspection query GraphiQL sends', async () => {
    const query = getIntrospectionQuery({
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
      inputValueDeprecation: true,
    });
    const body = (await (await json({ query })).json()) as { data?: { __schema: { types: unknown[] } } };
    expect(body.data?.__schema.types.length).toBeGreaterThan(10);
  });

  it('serves GraphiQL to a browser at /graphql', async () => {
    const response = await mock.request('/graphql', { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Mock acquisition backend');
  });
});
