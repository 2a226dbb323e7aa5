import { pagePathOf } from './data-request';

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
