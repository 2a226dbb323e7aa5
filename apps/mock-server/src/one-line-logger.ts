import path from 'node:path';
import { createLogger, type YogaLogger } from 'graphql-yoga';

// Yoga logs a resolver's unexpected error with its whole stack, a screenful per failure, also in
// passing test runs where a test makes the backend fail on purpose. For the mock backend one line
// says enough: what failed, in which field, and where in this repository it was thrown.
const yogaLogger = createLogger('warn');

export const oneLineLogger: YogaLogger = {
  ...yogaLogger,
  warn: (...args: unknown[]) => yogaLogger.warn(...args.map(oneLine)),
  error: (...args: unknown[]) => yogaLogger.error(...args.map(oneLine)),
};

/** An error as `message in field.path (file:line)`; anything else as it is. */
export function oneLine(value: unknown): unknown {
  if (!(value instanceof Error)) return value;
  // Duck-typed: the executor's GraphQLError may come from another copy of graphql (ESM or CJS).
  const { originalError, path: fieldPath } = value as { originalError?: unknown; path?: unknown };
  const cause = originalError instanceof Error ? originalError : value;
  const field = Array.isArray(fieldPath) ? ` in ${fieldPath.join('.')}` : '';
  const origin = firstOwnFrame(cause.stack);
  return `${cause.message}${field}${origin ? ` (${origin})` : ''}`;
}

/** The first stack frame in this repository's code, relative to the working directory. */
function firstOwnFrame(stack: string | undefined): string | null {
  for (const line of stack?.split('\n').slice(1) ?? []) {
    const location = /\(?((?:file:\/\/)?\/[^()\s]+:\d+):\d+\)?$/.exec(line.trim())?.[1];
    if (location && !location.includes('/node_modules/')) {
      return path.relative(process.cwd(), location.replace(/^file:\/\//, ''));
    }
  }
  return null;
}
