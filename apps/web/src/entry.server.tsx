import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { NonceContext } from './lib/nonce-context';
import { requestFacts } from './lib/server/request-context';
import { scriptsAfterFirstPaint } from './lib/server/scripts-after-first-paint';
import './lib/server/messages.server'; // every language's messages, before the first render

// A page that has not finished rendering by then is cut off (its suspended parts show their fallbacks).
export const streamTimeout = 5_000;

/**
 * Renders a page on the server: the whole document once it is ready (no part of these pages waits
 * for data after the loaders), with the modules held back until the page has been painted and a
 * Content-Security-Policy that allows exactly its inline scripts.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce, contentSecurityPolicy } = requestFacts(loadContext);
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          text(body).then((html) => {
            const page = scriptsAfterFirstPaint(html, nonce);
            responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(page));
            resolve(new Response(page, { headers: responseHeaders, status }));
          }, reject);
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
