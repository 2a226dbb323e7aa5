// Typed documents (`RegistrationCodeDetailsDocument`, ...) and operation, input and enum types,
// generated from schema/acquisition.graphql and src/operations by `pnpm codegen`. Each schema enum
// is also an object of its values (`CountryCode.DE`, `Object.values(CountryCode)`). The zod schemas
// are in `@acq/graphql/zod`, so that code that only sends operations does not load zod.
export * from './__generated__/graphql.js';
// The @constraint lengths and formats of every input field (`inputConstraints.ApplyForMembershipInput.email`).
export * from './__generated__/constraints.js';
