import type { Matcher } from '@pact-foundation/pact';

/**
 * What the app gets back for an operation, typed by the operation's generated result type: every
 * object below the root carries the `__typename` Apollo Client adds, and any value may be a Pact
 * matcher of its type. A field renamed or removed in the schema or the operation no longer
 * compiles here; a field added to the operation is missing here, so that does not compile either.
 */
export type ExpectedData<T> = { [Key in keyof T]: Expected<T[Key]> };

/** One value of the response: a matcher of its type, or its shape. */
export type Expected<T> = Matcher<T> | Shape<T>;

type Shape<T> = T extends null
  ? null
  : T extends readonly (infer Item)[]
    ? Expected<Item>[] | Matcher<Expected<Item>[]>
    : T extends object
      ? { __typename: string } & { [Key in keyof T]: Expected<T[Key]> }
      : T;

/** The variables the app sends, typed by the generated variables type; values may be matchers. */
export type ExpectedVariables<T> =
  | Matcher<T>
  | (T extends readonly (infer Item)[]
      ? ExpectedVariables<Item>[]
      : T extends object
        ? { [Key in keyof T]: ExpectedVariables<T[Key]> }
        : T);
