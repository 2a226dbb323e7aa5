import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { renderToPipeableStream } from 'react-dom/server';
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from 'react-router';
import { pagePathOf } from './lib/data-request';
import { reportServerError } from './lib/error-reporting/server-reporter.server';
import { NonceContext } from './lib/nonce-context';
import { requestFacts } from './lib/server/request-context.server';
import { scriptsAfterFirstPaint } from './lib/server/scripts-after-first-paint.server';
import './lib/server/messages.server'; // every language's messages, before the first render

// A page that has not finished rendering by then is cut off (its suspended parts show their fallbacks).
export const streamTimeout = 5_000;

/**
 * Renders a page on the server: the whole document once it is ready, for every kind of page
 * (docs/decisions/0014-streaming-every-page-waits.md), with the modules held back until the page has been painted
 * and a Content-Security-Policy that allows exactly its inline scripts.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce, contentSecurityPolicy, settings } = requestFacts(loadContext);
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    // Cleared when the page is done or has failed, so that no timer outlives its render.
    const timer = setTimeout(() => abort(), streamTimeout + 1000);
    const fail = (error: unknown) => {
      clearTimeout(timer);
      reject(error);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        // The page is sent whole (onAllReady), so a finished Suspense boundary (a part whose code
        // loads where shown, lib/code-part.ts) goes in its place, never outlined after the page
        // for a script to move in: the page works without scripts.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          text(body).then((html) => {
            clearTimeout(timer);
            const page = scriptsAfterFirstPaint(html, nonce);
            responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(page));
            resolve(new Response(page, { headers: responseHeaders, status }));
          }, fail);
          pipe(body);
        },
        onShellError: fail,
        onError(error: unknown) {
          status = 500;
          // An error in the shell fails the render: React Router reports it (handleError) and
          // renders the error page instead. One after the shell is only React's to tell.
          if (shellRendered && !request.signal.aborted) reportServerError(settings, 'Rendering failed:', error);
        },
      },
    );
  });
}

/**
 * React Router's report of a server-side failure (a loader, an action, a render) goes to the error
 * reporter; a request the visitor abandoned is no failure, and an answer for a visitor's mistake
 * (a 4xx route error response, e.g. a method a route does not take) only a log line.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // React Router hands handleError no `url`: the page of a data request (`<path>.data`) by hand.
  const where = `${request.method} ${pagePathOf(new URL(request.url).pathname)}`;
  if (isRouteErrorResponse(error) && error.status < 500) return console.warn(`${where}: ${error.status}`);
  reportServerError(requestFacts(context).settings, `Server failure: ${where}`, error);
};
