import { useEffect } from 'react';
import type * as z from 'zod';
import { fieldCodes } from '@/lib/form-answer';
import type { FormValueStore, FormValues } from './app-form-types';

/**
 * A form's schema, loaded when first asked for, not with the page: a page needs no validation to
 * show or hydrate. A fetch that failed is tried again. `check` gives the schema's output (normalised
 * values) over the values it checked, those it does not check (another step's fields) passing
 * through, or each rejected field's code (the generated schemas' InputErrorCodes), which the form
 * translates as it shows it, so a language switch re-translates a message already on screen.
 */
export function lazySchema<Values extends FormValues>(loadSchema: () => Promise<z.ZodType>) {
  let loading: Promise<z.ZodType> | undefined;
  const load = () =>
    (loading ??= loadSchema().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const check = async (values: Values) => {
    const result = await (await load()).safeParseAsync(values);
    if (result.success) return { values: { ...values, ...(result.data as Partial<Values>) }, errors: null };
    return { values: null, errors: fieldCodes(result.error.issues) };
  };
  return { load, check };
}

/**
 * Fetches the form's schema after the visitor's first change, in a task of its own: the submit then
 * checks at once (fetched at the submit, it took ~18 ms of the tap at 13.4×, and its download).
 */
export function useSchemaAhead<Values extends FormValues>(
  schema: { load: () => Promise<unknown> },
  values: FormValueStore<Values>,
): void {
  useEffect(() => {
    const stop = values.subscribe((_field, byVisitor) => {
      if (!byVisitor) return;
      stop();
      setTimeout(() => void schema.load().catch(() => {}));
    });
    return stop;
  }, [schema, values]);
}
