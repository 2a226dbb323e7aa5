import type { IGraphQLConfig } from 'graphql-config';

// For editors (GraphQL language servers) and @graphql-eslint: which schema the operation files
// are written against. codegen.ts names the same two paths for `pnpm codegen`.
const config: IGraphQLConfig = {
  schema: 'schema/acquisition.graphql',
  documents: 'packages/graphql/src/operations/*.graphql',
};

export default config;
