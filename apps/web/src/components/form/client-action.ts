import { data } from 'react-router';
import { ForeignAnswerError } from '@/lib/foreign-answer';
import type { FormAnswer } from './form-answer';

/**
 * The browser's side of a form's action: the server's action, and where the server's answer did
 * not come, the form again with everything sent and docs/product.md §8's message, instead of the
 * route's error page. No answer (the visitor's connection dropped: fetch's TypeError) or the
 * server's answer cut short is the network message; an answer of something in front of the server
 * (an edge's 502/503/504 page, an empty 504: a `ForeignAnswerError` from lib/router-fetch.ts) the
 * technical-issue one, as the server's own failed requests are. The app's own errors (a thrown
 * response, an error page the server chose) and redirects stay as they are. A route module with a
 * form exports it as `clientAction`.
 */
export async function formClientAction<Answer>({
  request,
  serverAction,
}: {
  request: Request;
  serverAction: () => Promise<Answer>;
}) {
  const sentForm = await request.clone().formData();
  try {
    return await serverAction();
  } catch (error) {
    const problem = error instanceof ForeignAnswerError ? error.problem : error instanceof TypeError ? 'network' : null;
    if (!problem) throw error;
    // What was sent, as the action reads it (remix-hook-form's reader, loaded only now: a form of
    // one field posts without the library); where even its code cannot be fetched now, the plain fields.
    const sent = await import('remix-hook-form').then(
      ({ generateFormData }) => generateFormData(sentForm, true),
      () => Object.fromEntries(sentForm),
    );
    const answer: FormAnswer = { defaultValues: sent, problem };
    // A failure's status, as the server's own failed answer has (answerForm): the router then does
    // not fetch the page's data again after the post, a request that would meet the same failure.
    return data(answer, { status: 502 });
  }
}
