import { zodResolver } from '@hookform/resolvers/zod';
import { data } from 'react-router';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { generateFormData, validateFormData } from 'remix-hook-form';
import * as z from 'zod';
import type { FormAnswer, RejectedFields, SentValues } from '@/lib/form-answer';
import { visitorMessageFor } from '@/lib/server/request-errors.server';

// remix-hook-form follows a name's path through anything: `__proto__.x` would write into the
// prototype of every object of the server.
const prototypePath = (name: string) =>
  name.split('.').some((part) => /^(__proto__|constructor|prototype)$/.test(part));

function flatForm(formData: FormData): SentValues {
  const flat: SentValues = {};
  for (const name of new Set(formData.keys())) {
    if (prototypePath(name)) continue;
    const values = formData.getAll(name).filter((value) => typeof value === 'string');
    flat[name] = values.length > 1 ? values : (values[0] ?? '');
  }
  return flat;
}

/**
 * What a form posted, as remix-hook-form reads it (`name.0` a list's item, `name.key` an object's,
 * repeated names a list). Names no form of the app has can make that throw (`0`, `a.0` beside
 * `a.b`) or reach a prototype: such a post is read as the flat list of names it is (without
 * those), and the form's schema rejects it.
 */
export async function postedForm(request: Request): Promise<SentValues> {
  const formData = await request.formData();
  // No form of the app has a file field: a post with a file is read without it.
  const files = [...formData.values()].some((value) => typeof value !== 'string');
  if (files || [...formData.keys()].some(prototypePath)) return flatForm(formData);
  try {
    return generateFormData(formData, true);
  } catch {
    return flatForm(formData);
  }
}

/**
 * A posted form read by remix-hook-form and checked with the form's schema (the one the browser
 * checks with, components/form/form-fields.ts): the values as sent (`posted`: strings, repeated
 * names as lists) and the schema's output, or the rejected fields.
 */
export async function readForm<Schema extends z.ZodType<FieldValues, FieldValues>>(request: Request, schema: Schema) {
  return checkForm(await postedForm(request), schema);
}

/** What a form posted (`postedForm`), checked with the form's schema. */
export async function checkForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  posted: SentValues,
  schema: Schema,
) {
  // A box left unticked or a choice left open is not posted at all, and zod passes over an optional
  // field that is not there: each of the form's fields is there, if only as undefined.
  const fields = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
  const complete = { ...posted, ...Object.fromEntries(fields.map((field) => [field, posted[field]])) };
  const resolver = zodResolver(schema as z.ZodType<FieldValues, FieldValues>);
  const { errors, data: values } = await validateFormData(complete, resolver);
  return { errors: errors && codesOf(errors), values: values as z.output<Schema> | undefined, posted };
}

/** The schema's verdict as the answer carries it: each rejected field's code (its message). */
const codesOf = (errors: FieldErrors<FieldValues>): RejectedFields =>
  Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [
      field,
      { type: String(error?.type ?? 'invalid'), message: typeof error?.message === 'string' ? error.message : '' },
    ]),
  );

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
