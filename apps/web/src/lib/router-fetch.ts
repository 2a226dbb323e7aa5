import { NavigationType } from 'react-router';
import type { HydratedRouterProps } from 'react-router/dom';
import { reloadForError, RouteDiscoveryError } from './chunk-load-error';
import { ForeignAnswerError, pageOfDataRequest, routersAnswer } from './foreign-answer';

type RouterFetch = NonNullable<HydratedRouterProps['unstable_fetch']>;

/**
 * The router's requests (HydratedRouter's `unstable_fetch`), with two kinds of failure turned into
 * what the visitor can use instead of the route's error page:
 * - The routes of a page the router has not met yet (`/__manifest`, lazy route discovery) that
 *   cannot be fetched: a `RouteDiscoveryError`, so the route error page loads the target in full
 *   as for a module that could not be fetched.
 * - A data request (`<path>.data`) whose answer is not the server's whole answer (an edge's error
 *   page, an empty 504, an answer cut short: lib/foreign-answer.ts). A form's post throws it as a
 *   `ForeignAnswerError` for the form's `clientAction` (the form stays, with its values and the
 *   message). A page's data loads the page in full instead: the browser then shows whatever
 *   answers that (the server's page, or the edge's own 503 page); the router gets no answer at all.
 * A request that gets no answer (the connection is down) fails as before, with the network message.
 */
export const routerFetch: RouterFetch = async (request, context) => {
  if (context.type === 'manifest') return routes(request);
  try {
    return await routersAnswer(await fetch(request));
  } catch (error) {
    // The page that loads first asks for its data only where a client loader does: loading it in
    // full again would loop.
    const pageData = request.method === 'GET' && context.type !== 'initialization';
    if (!(error instanceof ForeignAnswerError) || !pageData || request.signal.aborted) throw error;
    const href = pageOfDataRequest(request.url);
    // Where the address has moved already (back, forward) or stays (a page's data after a post),
    // the full load takes the current entry's place; a new page is a new entry.
    const replace = context.navigationType ? context.navigationType !== NavigationType.Push : href === here();
    reloadForError('Page data was not the server’s:', error, { href, replace });
    return leaving(request.signal);
  }
};

const here = () => `${window.location.pathname}${window.location.search}`;

/** Never settles while the document leaves (the router keeps showing the page as loading), unless given up. */
function leaving(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
}

async function routes(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    return response;
  } catch (error) {
    if (request.signal.aborted) throw error; // the navigation was given up: nothing failed
    const paths = new URL(request.url).searchParams.get('paths'); // the target and its ancestors
    throw new RouteDiscoveryError(`The routes of ${paths} could not be fetched`, { cause: error });
  }
}
