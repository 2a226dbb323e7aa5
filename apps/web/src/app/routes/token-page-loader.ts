import { redirect, type LoaderFunctionArgs } from 'react-router';
import { tokenPageRedirect } from '@/lib/startup/token';

/** The lobby and the social second step need a token with an e-mail; without one, the deny page. */
export function tokenPageLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const target = tokenPageRedirect(url.pathname, url.search);
  return target ? redirect(target) : null;
}
