import type { FeatureValues } from './feature-values';

type Answer = (key: string) => unknown;

// Feature values are JSON (strings, numbers, flags, objects of them): equal when their JSON is.
const sameValue = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * The page's feature values, from one source at a time (the server's, then GrowthBook's), and what
 * the page has read of them. GrowthBook taking over re-renders the page only where a value it read
 * changes: it answers as the server did for almost every visitor, and a re-render of the landing
 * page and its form was 25 components in the task after the visitor's first tap.
 */
export function featureAnswers(first: Answer) {
  let answer = first;
  const read = new Map<string, unknown>();
  const featureValue = (key: string) => {
    const value = answer(key);
    read.set(key, value);
    return value;
  };
  return {
    /** A value for the context: a new one re-renders the page, and each reads the current source. */
    values: (): FeatureValues => ({ featureValue }),
    /**
     * Answers from `next` from now on. Asks it for every key the page has read, as the page's
     * render would (GrowthBook tracks an experiment's assignment when its feature is evaluated), and
     * says whether one of them changed, so the page must render again.
     */
    switchTo(next: Answer): boolean {
      answer = next;
      let changed = false;
      for (const [key, value] of read) {
        const now = next(key);
        if (!sameValue(now, value)) changed = true;
        read.set(key, now);
      }
      return changed;
    },
  };
}
