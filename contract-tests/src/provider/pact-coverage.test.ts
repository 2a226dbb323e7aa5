import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { operationsDir } from '@acq/graphql/schema-files';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { appQueryText, operationOf } from '../consumer/graphql-interaction';
import { pactFile } from '../pact';
import { missingFields } from './response-coverage';
import { createStateArrangements, states } from '@acq/mock-server/provider-states';

interface PactInteraction {
  description: string;
  providerStates?: { name: string }[];
  request: { body?: { content?: { operationName?: string; query?: string } } };
  response: { body?: { content?: { data?: unknown } } };
}

const interactions = (JSON.parse(readFileSync(pactFile, 'utf8')) as { interactions: PactInteraction[] }).interactions;
const operations = readdirSync(operationsDir)
  .filter((file) => file.endsWith('.graphql'))
  .map((file) => {
    const document = parse(readFileSync(path.join(operationsDir, file), 'utf8'));
    const query = appQueryText(document);
    return { file, name: operationOf(document).name?.value ?? file, query, sent: parse(query) };
  });

describe('the pact file', () => {
  it('finds the operation documents', () => {
    expect(operations.length).toBeGreaterThan(0);
  });

  it.each(operations)('has an interaction for the operation in $file', ({ name }) => {
    const names = interactions.map((interaction) => interaction.request.body?.content?.operationName);
    expect(names, `no interaction in ${path.basename(pactFile)} sends ${name}`).toContain(name);
  });

  it('sends each operation exactly as its current document, with __typename as Apollo adds it', () => {
    for (const interaction of interactions) {
      const content = interaction.request.body?.content;
      const operation = operations.find(({ name }) => name === content?.operationName);
      expect(operation, `${interaction.description}: unknown operation ${content?.operationName}`).toBeDefined();
      expect(content?.query, interaction.description).toBe(operation?.query);
    }
  });

  it('promises every field each operation selects, in every interaction’s response', () => {
    for (const interaction of interactions) {
      const operation = operations.find(({ name }) => name === interaction.request.body?.content?.operationName);
      if (!operation) continue; // reported above
      const data = interaction.response.body?.content?.data;
      expect(
        missingFields(operation.sent, data),
        `${interaction.description}: fields missing from the response`,
      ).toEqual([]);
    }
  });

  it('names only provider states the mock backend can arrange, and uses every one of them', () => {
    const arranged = Object.keys(createStateArrangements('http://127.0.0.1:4173'));
    const used = new Set(interactions.flatMap((interaction) => (interaction.providerStates ?? []).map((s) => s.name)));
    expect([...used].filter((state) => !arranged.includes(state))).toEqual([]);
    expect(Object.values(states).filter((state) => !used.has(state))).toEqual([]);
  });
});
