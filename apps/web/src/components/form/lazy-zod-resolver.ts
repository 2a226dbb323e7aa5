import { useEffect } from 'react';
import type { FieldValues, Resolver, UseFormSubscribe } from 'react-hook-form';
import type * as z from 'zod';

/**
 * A zod resolver whose schema and zod itself load when first asked for, not with the page: a page
 * needs no validation to show or hydrate. `load` fetches them ahead (the form asks after the
 * visitor's first change, so that the submit finds them); a fetch that failed is tried again.
 *
 * The schema's messages are codes (the generated schemas' InputErrorCodes); forms translate them
 * when they show them, so a language switch re-translates a message already on screen.
 * The schema's output (normalised values) replaces the typed values it checked; values it does
 * not check (another step's fields) pass through, so the submit handler gets all of them.
 */
export function lazyZodResolver<Values extends FieldValues>(loadSchema: () => Promise<z.ZodType>) {
  let loading: Promise<Resolver<Values>> | undefined;
  const load = () =>
    (loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as z.ZodType<Values, Values>) as unknown as Resolver<Values>,
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const resolver: Resolver<Values> = async (values, context, options) => {
    const result = await (await load())(values, context, options);
    if (Object.keys(result.errors).length > 0) return result;
    return { values: { ...values, ...result.values }, errors: {} };
  };
  return { resolver, load };
}

/**
 * Fetches the form's schema after the visitor's first change, in a task of its own: the submit then
 * checks at once (fetched at the submit, it took ~18 ms of the tap at 13.4×, and its download).
 */
export function useSchemaAhead<Values extends FieldValues>(
  schema: { load: () => Promise<unknown> } | undefined,
  subscribe: UseFormSubscribe<Values>,
): void {
  useEffect(() => {
    if (!schema) return;
    let asked = false;
    return subscribe({
      formState: { values: true },
      callback: () => {
        if (asked) return;
        asked = true;
        setTimeout(() => void schema.load().catch(() => {}));
      },
    });
  }, [schema, subscribe]);
}
