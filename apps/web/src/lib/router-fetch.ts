import { NavigationType } from 'react-router';
import type { HydratedRouterProps } from 'react-router/dom';
import { reloadForError, RouteDiscoveryError } from './chunk-load-error';
import { currentAddress } from './current-address';
import { pagePathOf } from './data-request';
import type { AnswerProblem } from './form-answer';
import { nextTask } from './when-idle';

type RouterFetch = NonNullable<HydratedRouterProps['unstable_fetch']>;

/**
 * The router's requests (HydratedRouter's `unstable_fetch`), with two kinds of failure turned into
 * what the visitor can use instead of the route's error page:
 * - The routes of a page the router has not met yet (`/__manifest`, lazy route discovery) that
 *   cannot be fetched: a `RouteDiscoveryError`, so the route error page loads the target in full
 *   as for a module that could not be fetched.
 * - A data request (`<path>.data`) whose answer is not the server's whole answer (an edge's error
 *   page, an empty 504, an answer cut short: `routersAnswer` below). A form's post throws it as a
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
    const replace = context.navigationType ? context.navigationType !== NavigationType.Push : href === currentAddress();
    reloadForError('Page data was not the server’s:', error, { href, replace });
    return untilAborted(request.signal);
  }
};

/**
 * The answer while the document is replaced by the full load: none (the router keeps showing the
 * page as loading), unless the request is given up.
 */
function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
}

async function routes(request: Request): Promise<Response> {
  // In a task of its own: React Router asks for the routes of the page's links from the effect it
  // runs once the page has hydrated, and a browser's first fetch took 4-7 ms to start, on top of the
  // page's effects, a long task on a phone already. A navigation's request waits a task, no more.
  await nextTask();
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

/**
 * An answer to the router's data request (`<path>.data`: a page's data, a form's post) that is
 * not the app's server's whole answer. Something in front answered instead (a caching edge's or
 * load balancer's 502/503/504 page while an origin restarts, an empty 504), or the server's answer
 * broke off. Left to React Router, the first is an `ErrorResponse` of the edge's status with its
 * HTML as data, the second "Unable to decode turbo-stream response": both the route's error page,
 * where a form loses what was typed. Marked as this error instead, a form keeps its values with
 * docs/product.md §8's message and a navigation loads its target in full (`lib/router-fetch.ts`).
 */
export class ForeignAnswerError extends Error {
  override name = 'ForeignAnswerError';

  constructor(
    /**
     * docs/product.md §8's message: `generic` for an answer something in front of the server gave
     * (an error answer: the visitor's connection works, the site does not), `network` for the
     * server's answer cut short (no whole answer came, as with a dropped connection: a retry helps).
     */
    readonly problem: 'generic' | 'network',
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

// React Router's server marks every answer to a data request (`X-Remix-Response`, also its
// errors and redirects); one without the mark was written by something else.
const routersMark = 'X-Remix-Response';
// Statuses whose answers have no body (React Router's NO_BODY_STATUS_CODES).
const withoutBody = new Set([204, 205, 304]);

/**
 * The server's answer to a data request, whole, or a `ForeignAnswerError`. Its body is read to the
 * end first: React Router's answer is a turbo-stream, lines of JSON each ending in a newline, and
 * one that ends elsewhere was cut short. (The app's loaders and actions resolve everything before
 * they answer, so there is nothing to stream; a loader that returns a promise would wait here.)
 */
export async function routersAnswer(response: Response): Promise<Response> {
  const { status, statusText, headers } = response;
  if (!headers.has(routersMark)) {
    throw new ForeignAnswerError('generic', `${status} ${statusText} from in front of the server`);
  }
  if (withoutBody.has(status)) return response;
  let body: string;
  try {
    body = await response.text();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error; // given up, nothing failed
    throw new ForeignAnswerError('network', 'The server’s answer broke off', { cause: error });
  }
  if (!body.endsWith('\n')) throw new ForeignAnswerError('network', 'The server’s answer was cut short');
  return new Response(body, { status, statusText, headers });
}

/** The page a data request is for: React Router's `singleFetchUrl` backwards. */
export function pageOfDataRequest(dataUrl: string): string {
  const url = new URL(dataUrl);
  url.pathname = pagePathOf(url.pathname);
  url.searchParams.delete('_routes');
  return `${url.pathname}${url.search}`;
}

/**
 * What a form tells the visitor when its post got no answer of the server's (its `clientAction`):
 * no answer at all (the connection dropped: fetch's TypeError) or one cut short is the network
 * message; an answer of something in front of the server the technical-issue one. Anything else
 * (the app's own errors and redirects) is no such failure: null.
 */
export function failedPostProblem(error: unknown): AnswerProblem | null {
  if (error instanceof ForeignAnswerError) return { kind: error.problem };
  return error instanceof TypeError ? { kind: 'network' } : null;
}
