import { fileURLToPath } from 'node:url';

// Node-only: where the schema and the operation documents live, for servers and tests that load
// them at run time.
export const schemaFile = fileURLToPath(new URL('../../../schema/acquisition.graphql', import.meta.url));
export const operationsDir = fileURLToPath(new URL('./operations/', import.meta.url));
