import { zodResolver } from '@hookform/resolvers/zod';
import { data } from 'react-router';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { parseFormData, validateFormData } from 'remix-hook-form';
import * as z from 'zod';
import type { FormAnswer } from '@/components/form/form-answer';
import { visitorMessageFor } from '@/lib/server/request-errors.server';

/**
 * A posted form read by remix-hook-form and checked with the form's schema (the one the browser
 * checks with, components/form/form-fields.ts): the values as sent (`posted`: strings, repeated
 * names as lists) and the schema's output, or the rejected fields.
 */
export async function readForm<Schema extends z.ZodType<FieldValues, FieldValues>>(request: Request, schema: Schema) {
  const posted: Record<string, unknown> = await parseFormData(request, true);
  // A box left unticked or a choice left open is not posted at all, and zod passes over an optional
  // field that is not there: each of the form's fields is there, if only as undefined.
  const fields = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
  const complete = { ...posted, ...Object.fromEntries(fields.map((field) => [field, posted[field]])) };
  const resolver = zodResolver(schema as z.ZodType<FieldValues, FieldValues>);
  const { errors, data: values } = await validateFormData(complete, resolver);
  return { errors, values: values as z.output<Schema> | undefined, posted };
}

/** The backend's verdict on fields, as the form shows a rejected field: its code is the message. */
export function rejectedFields(codes: Record<string, string>): FieldErrors<FieldValues> {
  return Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, { type: 'backend', message: code }]));
}

/** The form again, with what was sent and what went wrong: 400 for something to fix, 502 for a failure. */
export function answerForm<Outcome>(answer: FormAnswer<Outcome>, headers?: HeadersInit) {
  const status = answer.errors ? 400 : answer.problem ? 502 : 200;
  return data(answer, { status, headers });
}

/** A failed backend request: the form again with the network or technical-issue message. */
export function requestFailed(posted: Record<string, unknown>, error: unknown) {
  return answerForm({ defaultValues: posted, problem: visitorMessageFor(error) });
}
