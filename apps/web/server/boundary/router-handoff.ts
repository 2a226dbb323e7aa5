import { writeReadableStreamToWritable } from '@react-router/node';
import type { Request, RequestHandler, Response } from 'express';
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from 'react-router';

/**
 * The page's address: the origin the browser used (through the trusted proxy: X-Forwarded-Proto
 * and -Host) and the request's path. Null where the request names none that can be one (no Host,
 * a Host that is no host name, a scheme that is neither http nor https): React Router's request
 * cannot be made, and the router would answer 500.
 */
export function pageUrlOf(request: Request): URL | null {
  const { protocol, host } = request;
  if ((protocol !== 'http' && protocol !== 'https') || !host || /[\s@/\\?#]/.test(host)) return null;
  return URL.parse(`${protocol}://${host}${request.originalUrl}`);
}

/** The page's address the boundary checked (page-requests.ts), for the router's request. */
export const checkedUrl = (response: Response) => response.locals.pageUrl as URL;

function headersOf(request: Request): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

/** Writes the router's answer, as @react-router/express does. */
async function send(response: Response, answer: globalThis.Response) {
  if (response.destroyed || response.writableEnded) return void (await answer.body?.cancel());
  response.statusMessage = answer.statusText;
  response.status(answer.status);
  for (const [name, value] of answer.headers.entries()) response.append(name, value);
  if (!answer.body) return void response.end();
  try {
    await writeReadableStreamToWritable(answer.body, response);
  } catch (error) {
    if (!response.destroyed && !response.writableEnded) throw error;
  }
}

export interface RouterHandoffOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  getLoadContext: (request: Request, response: Response) => RouterContextProvider;
}

/**
 * Hands a request the boundary has passed to React Router, as @react-router/express's
 * `createRequestHandler` does, with what the boundary has checked: the page's address
 * (`pageUrlOf`), and a form post's body, read and checked already (form-body.ts) and so handed on
 * as it is. A request the visitor abandons aborts its loaders' and actions' work. (That handler
 * would read the body from the request, which the boundary has read already, and make the address
 * anew, failing with a 500 on a Host `pageUrlOf` refuses.)
 */
export function routerHandoff({ build, getLoadContext }: RouterHandoffOptions): RequestHandler {
  const handle = createRequestHandler(build, process.env.NODE_ENV);
  return async (request, response, next) => {
    const abandoned = new AbortController();
    response.on('close', () => {
      if (!response.writableFinished) abandoned.abort();
    });
    try {
      const body =
        request.method === 'POST' && Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : undefined;
      const routerRequest = new globalThis.Request(checkedUrl(response), {
        method: request.method,
        headers: headersOf(request),
        body,
        signal: abandoned.signal,
      });
      await send(response, await handle(routerRequest, getLoadContext(request, response)));
    } catch (error) {
      next(error);
    }
  };
}
