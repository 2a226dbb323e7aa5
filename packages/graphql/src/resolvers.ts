// Resolver types for implementations of the schema (the mock backend).
export type * from './__generated__/resolvers-types.js';
export type { ResolverContext } from './resolver-context.js';
