import type { InputErrorCode } from '@acq/graphql';
import { InputErrorCodeSchema } from '@acq/graphql/zod';
import type { z } from 'zod';

export interface InputError {
  field: string;
  code: InputErrorCode;
}

/**
 * Checks a mutation input against its generated zod schema. The generated schemas carry the
 * schema's InputErrorCode as their messages, so an issue maps to a typed error directly.
 */
export function inputErrors(schema: z.ZodType, input: unknown): InputError[] {
  const result = schema.safeParse(input);
  return result.success ? [] : onePerField(result.error.issues.map(toInputError));
}

/** A form shows one message per field: the first error found for it. */
export function onePerField(errors: InputError[]): InputError[] {
  return errors.filter((error, index) => errors.findIndex((other) => other.field === error.field) === index);
}

function toInputError(issue: z.core.$ZodIssue): InputError {
  const field = issue.path.map(String).join('.');
  const code = InputErrorCodeSchema.safeParse(issue.message);
  if (code.success) return { field, code: code.data };
  return { field, code: issue.code === 'invalid_type' ? 'REQUIRED' : 'INVALID_VALUE' };
}
