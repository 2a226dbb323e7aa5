import { data } from 'react-router';
import type * as z from 'zod';
import type { FormAnswer } from '@/components/form/form-answer';
import { intentField, scriptedField } from '@/components/form/form-answer';
import { visitorMessageFor } from '@/lib/request-errors';
import { sessionIdField } from './session-id-field';

const ownFields = new Set([intentField, sessionIdField, scriptedField]);

/** The submitted fields as the form sent them (repeated names, check boxes, as lists). */
export function submittedValues(form: FormData): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const name of new Set(form.keys())) {
    if (ownFields.has(name)) continue;
    const all = form.getAll(name).filter((value): value is string => typeof value === 'string');
    values[name] = all.length > 1 ? all : (all[0] ?? '');
  }
  return values;
}

/**
 * Checks a submitted form with its schema (the generated input schema the browser checks with
 * too): the parsed values, or the answer that shows the form again with its messages.
 */
export function checkForm<Schema extends z.ZodType>(
  intent: string,
  form: FormData,
  schema: Schema,
  shape: (values: Record<string, string | string[]>) => unknown = (values) => values,
): { ok: true; value: z.output<Schema> } | { ok: false; answer: ReturnType<typeof answerForm> } {
  const values = submittedValues(form);
  const parsed = schema.safeParse(shape(values));
  if (parsed.success) return { ok: true, value: parsed.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    fieldErrors[field] ??= issue.message;
  }
  return { ok: false, answer: answerForm({ intent, values, fieldErrors }) };
}

/** The form again, with its values and what went wrong; 400 when the visitor has something to fix. */
export function answerForm<Extra>(answer: FormAnswer<Extra>, headers?: HeadersInit) {
  const status = answer.fieldErrors ? 400 : answer.problem ? 502 : 200;
  return data(answer, { status, headers });
}

/** A failed backend request: the form again with the network or technical-issue message. */
export function requestFailed(intent: string, form: FormData, error: unknown) {
  return answerForm({ intent, values: submittedValues(form), problem: visitorMessageFor(error) });
}
