/** A label that takes at most `limit` distinct values; any later one is `other` (a sender cannot grow the series). */
export function boundedLabel(limit: number) {
  const seen = new Set<string>();
  return (value: string): string => {
    if (seen.has(value)) return value;
    if (seen.size >= limit) return 'other';
    seen.add(value);
    return value;
  };
}
