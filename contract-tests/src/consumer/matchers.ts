import { MatchersV3, type Matcher } from '@pact-foundation/pact';

const { regex } = MatchersV3;

/**
 * A value the provider state supplies (`fromProviderState`), which must still match a pattern.
 * Pact's own fromProviderState only checks the type.
 */
export function fromProviderStateMatching(pattern: string, expression: string, example: string): Matcher<string> {
  return { ...regex(pattern, example), 'pact:generator:type': 'ProviderState', expression } as Matcher<string>;
}

export const isoTimestampPattern = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$';

/** An ISO 8601 moment, as `Date.prototype.toISOString` writes it or with an offset. */
export function isoTimestamp(example: string): Matcher<string> {
  return regex(isoTimestampPattern, example);
}

/** A value of the given GraphQL enum, typed as the enum's generated type. */
export function enumValue<T extends string>(values: readonly T[], example: NoInfer<T>): Matcher<T> {
  return regex(`^(${values.join('|')})$`, example) as Matcher<T>;
}
