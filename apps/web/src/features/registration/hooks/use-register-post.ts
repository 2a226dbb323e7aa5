import { useActionData, useFetcher } from 'react-router';
import type { registerAction } from '../register-action.server';
import { registerFetcherKey } from '../register-answer';

/**
 * The registration forms' post (landing page, form started, social second step), typed by the
 * registration's action: the fetcher the form posts through after hydration, and the answer a
 * post without scripts brought with the page.
 */
export function useRegisterPost() {
  const fetcher = useFetcher<typeof registerAction>({ key: registerFetcherKey });
  const pageAnswer = useActionData<typeof registerAction>();
  return { fetcher, pageAnswer };
}
