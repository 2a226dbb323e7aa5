import type { ClientActionFunctionArgs } from 'react-router';
import { generateFormData } from 'remix-hook-form';
import type { FormAnswer } from './form-answer';

/**
 * The browser's side of a form's action: the server's action, and if the server cannot be reached
 * (the visitor's connection dropped), the form again with the network message and everything
 * sent, instead of the route's error page. A route module with a form exports it as `clientAction`.
 */
export async function formClientAction({ request, serverAction }: ClientActionFunctionArgs) {
  const sent = generateFormData(await request.clone().formData(), true);
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response || !(error instanceof TypeError)) throw error; // redirects, real errors
    const answer: FormAnswer = { defaultValues: sent, problem: 'network' };
    return answer;
  }
}
