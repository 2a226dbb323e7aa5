import type { TranslationFunctions } from '@acq/locales/types';
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod';
import { fieldMessage } from './field-message';

/**
 * zodResolver for a schema whose messages are InputErrorCodes, with each message replaced by the
 * visitor's translation for its field. The schema and zod load with the first validation (the
 * visitor's first submit), not with the page: a page needs no validation to show or hydrate.
 */
export function translatedResolver<Values extends FieldValues>(
  loadSchema: () => Promise<z.ZodType>,
  LL: TranslationFunctions,
): Resolver<Values> {
  return async (values, context, options) => {
    const [{ zodResolver }, schema] = await Promise.all([import('@hookform/resolvers/zod'), loadSchema()]);
    const resolve = zodResolver(schema as z.ZodType<Values, Values>) as unknown as Resolver<Values>;
    const result = await resolve(values, context, options);
    for (const [field, error] of Object.entries(result.errors)) {
      if (error && typeof error.message === 'string') error.message = fieldMessage(LL, field, error.message);
    }
    // The schema's output (normalised names and address) replaces what it checked; a step's schema
    // checks only its own fields, but the submit handler needs all values.
    if (Object.keys(result.errors).length > 0) return result;
    return { values: { ...values, ...result.values }, errors: {} };
  };
}
