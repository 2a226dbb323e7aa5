import { data } from 'react-router';
import * as z from 'zod';
import { fieldCodes, type FormAnswer, type RejectedFields, type SentValues } from '@/lib/form-answer';
import { sentValues } from '@/lib/sent-values';
import { visitorMessageFor } from '@/lib/server/request-errors.server';

/** What a form posted (`sentValues`: text, a repeated name as a list). */
export async function postedForm(request: Request): Promise<SentValues> {
  return sentValues(await request.formData());
}

/**
 * A posted form checked with the form's schema (the one the browser checks with,
 * components/form/form-fields.ts): the values as sent (`posted`: strings, repeated names as lists)
 * and the schema's output, or the rejected fields.
 */
export async function readForm<Schema extends z.ZodType<object, object>>(request: Request, schema: Schema) {
  return checkForm(await postedForm(request), schema);
}

/** What a form posted (`postedForm`), checked with the form's schema. */
export async function checkForm<Schema extends z.ZodType<object, object>>(posted: SentValues, schema: Schema) {
  // A box left unticked or a choice left open is not posted at all, and zod passes over an optional
  // field that is not there: each of the form's fields is there, if only as undefined.
  const fields = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
  const complete = { ...posted, ...Object.fromEntries(fields.map((field) => [field, posted[field]])) };
  const checked = await schema.safeParseAsync(complete);
  const errors: RejectedFields | undefined = checked.success ? undefined : fieldCodes(checked.error.issues);
  return { errors, values: checked.data as z.output<Schema> | undefined, posted };
}

/** The backend's verdict on fields, as the form shows a rejected field: its code is the message. */
export function rejectedFields(codes: Record<string, string>): RejectedFields {
  return Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, { type: 'backend', message: code }]));
}

/**
 * The form again, with what was sent and what went wrong: 400 for something in what was sent
 * (rejected fields, or a refusal of it: a code, a token, an address), 502 for a failure on the
 * way (the network or technical-issue message), which is no fault of the visitor's.
 */
export function answerForm<Outcome = never>(answer: FormAnswer<Outcome>, headers?: HeadersInit) {
  const failed = answer.problem?.kind === 'network' || answer.problem?.kind === 'generic';
  const status = answer.errors ? 400 : failed ? 502 : answer.problem ? 400 : 200;
  return data(answer, { status, headers });
}

/** A failed backend request: the form again with the network or technical-issue message. */
export function requestFailed<Outcome = never>(posted: SentValues, error: unknown) {
  return answerForm<Outcome>({ defaultValues: posted, problem: { kind: visitorMessageFor(error) } });
}
