import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod';

/**
 * A zod resolver whose schema and zod itself load with the first validation (the visitor's first
 * submit), not with the page: a page needs no validation to show or hydrate.
 *
 * The schema's messages are codes (the generated schemas' InputErrorCodes); forms translate them
 * when they show them, so a language switch re-translates a message already on screen.
 * The schema's output (normalised values) replaces the typed values it checked; values it does
 * not check (another step's fields) pass through, so the submit handler gets all of them.
 */
export function lazyZodResolver<Values extends FieldValues>(loadSchema: () => Promise<z.ZodType>): Resolver<Values> {
  return async (values, context, options) => {
    const [{ zodResolver }, schema] = await Promise.all([import('@hookform/resolvers/zod'), loadSchema()]);
    const resolve = zodResolver(schema as z.ZodType<Values, Values>) as unknown as Resolver<Values>;
    const result = await resolve(values, context, options);
    if (Object.keys(result.errors).length > 0) return result;
    return { values: { ...values, ...result.values }, errors: {} };
  };
}
