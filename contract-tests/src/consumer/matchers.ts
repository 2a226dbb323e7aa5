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

/** A string of the given GraphQL enum's values. */
export function enumValue(values: readonly string[], example: string): Matcher<string> {
  return regex(`^(${values.join('|')})$`, example);
}
