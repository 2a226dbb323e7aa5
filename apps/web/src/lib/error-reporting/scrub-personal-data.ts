/** Anything shaped like an e-mail address, also URL-encoded (`%40`). */
const emailPattern = /[\w.%+-]+(?:@|%40)[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/gi;

export const emailPlaceholder = '[email]';

/**
 * Replaces every e-mail-shaped substring in every string of the value, in place: messages,
 * stack frames, URLs, telemetry. Field names do not reveal an address in free text, so
 * scrubFields alone cannot catch it.
 */
export function scrubEmails(value: unknown, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return value.replace(emailPattern, emailPlaceholder);
  if (typeof value !== 'object' || value === null || seen.has(value)) return value;
  seen.add(value);
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) record[key] = scrubEmails(record[key], seen);
  return value;
}

/** docs/product.md §9: the item's context is cut to 255 characters. */
export const maxContextLength = 255;

/** The error reporter's last step before an item leaves the browser. */
export function finishItem(data: Record<string, unknown>): void {
  scrubEmails(data);
  if (typeof data.context === 'string' && data.context.length > maxContextLength)
    data.context = data.context.slice(0, maxContextLength);
}
