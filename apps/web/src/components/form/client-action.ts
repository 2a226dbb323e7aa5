import { data } from 'react-router';
import type { FormAnswer } from '@/lib/form-answer';
import { failedPostProblem } from '@/lib/router-fetch';
import { sentValues } from '@/lib/sent-values';

/**
 * The browser's side of a form's action: the server's action, and where the server's answer did
 * not come (`failedPostProblem`: the connection, an edge's error page, an answer cut short), the
 * form again with everything sent and docs/product.md §8's message, instead of the route's error
 * page. The app's own errors and redirects stay as they are. A route module with a form calls it
 * from its `clientAction`.
 */
export async function formClientAction<Answer>({
  request,
  serverAction,
}: {
  request: Request;
  serverAction: () => Promise<Answer>;
}) {
  const sentForm = request.clone(); // the server's action sends the body; read only if it fails
  try {
    return await serverAction();
  } catch (error) {
    const problem = failedPostProblem(error);
    if (!problem) throw error;
    // What was sent, as the action reads it.
    const sent = sentValues(await sentForm.formData());
    const answer: FormAnswer = { defaultValues: sent, problem };
    // A failure's status, as the server's own failed answer has (answerForm): the router then does
    // not fetch the page's data again after the post, a request that would meet the same failure.
    return data(answer, { status: 502 });
  }
}
