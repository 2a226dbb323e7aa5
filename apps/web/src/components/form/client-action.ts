import type { ClientActionFunctionArgs } from 'react-router';
import { intentField, type FormAnswer } from './form-answer';

/**
 * The browser's side of a form's action: the server's action, and if the server cannot be reached
 * (the visitor's connection dropped), the form again with the network message and everything
 * typed, instead of the error page. Route modules with a form export it as `clientAction`.
 */
export async function formClientAction({ request, serverAction }: ClientActionFunctionArgs) {
  const form = await request.clone().formData();
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response || !(error instanceof TypeError)) throw error; // redirects, real errors
    const values: FormAnswer['values'] = {};
    for (const [name, value] of form) if (typeof value === 'string') values[name] = value;
    const answer: FormAnswer = { intent: String(form.get(intentField) ?? ''), values, problem: 'network' };
    return answer;
  }
}
