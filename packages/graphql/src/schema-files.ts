import path from 'node:path';

// Node-only: where the schema and the operation documents live, for servers and tests that load
// them at run time. (import.meta.dirname, not import.meta.url: test DOM environments rewrite the URL.)
export const schemaFile = path.join(import.meta.dirname, '../../../schema/acquisition.graphql');
export const operationsDir = path.join(import.meta.dirname, 'operations');
