import { sessionIdField } from '@/lib/server/session-id-field';
import { intentField, scriptedField } from './form-answer';

/**
 * A form's checked values as the browser would post the form itself: a check box only when
 * ticked (as "on"), a list as repeated fields, with the form's intent and the page load's session,
 * marked as sent through the router.
 */
export function formDataOf(intent: string, sessionId: string | null, values: object): FormData {
  const form = new FormData();
  form.set(intentField, intent);
  form.set(scriptedField, '1');
  if (sessionId) form.set(sessionIdField, sessionId);
  for (const [name, value] of Object.entries(values)) {
    if (Array.isArray(value)) value.forEach((item) => form.append(name, String(item)));
    else if (typeof value === 'boolean') {
      if (value) form.set(name, 'on');
    } else if (value !== null && value !== undefined) form.set(name, String(value));
  }
  return form;
}
