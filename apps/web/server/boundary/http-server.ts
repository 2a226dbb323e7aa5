import { createServer, STATUS_CODES, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { baseLocale } from '@acq/locales';
import { limits, originForm, siteMethods } from './limits';
import { refusalPage, type Refusal } from './refusal-page';
import { answerAndClose, expectationsLeft, settleUnreadBody } from './unread-body';

/**
 * A whole answer written straight to the connection, which then closes: a page in the base
 * language (none for a HEAD request: its answer has no body, only the page's length).
 */
function rawAnswer(status: number, refusal: Refusal, headers: Record<string, string> = {}, head = false): string {
  const page = refusalPage(baseLocale, status, refusal);
  const fields = {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(page)),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    Connection: 'close',
    ...headers,
  };
  const fieldLines = Object.entries(fields).map(([name, value]) => `${name}: ${value}\r\n`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${fieldLines.join('')}\r\n${head ? '' : page}`;
}

const allowed = { Allow: siteMethods };

// What Node's parser refuses, as Node itself answers it (431 for headers beyond its limit, 413
// for chunk extensions, 408 for a request that did not arrive in time, else 400), but with a page,
// and a method it does not know as one the site does not take.
const parserRefusals: Record<string, Parameters<typeof rawAnswer>> = {
  HPE_HEADER_OVERFLOW: [431, 'headersTooLarge'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'tooLarge'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'badRequest'],
  HPE_INVALID_METHOD: [405, 'methodNotAllowed', allowed],
};

/** Whether an answer is already on its way on this connection (then nothing may be written into it). */
const answering = (socket: Duplex) =>
  (socket as Duplex & { _httpMessage?: { headersSent: boolean } })._httpMessage?.headersSent === true;

/**
 * The server's HTTP server around the app, with the boundary's protocol-level parts: Node's
 * header limit above the boundary's own (limits.ts), so that the boundary answers in the visitor's
 * language (also a request without a Host); 100 Continue sent once the boundary has checked the
 * request (Node's `checkContinue`), so a body that is too long is refused before it is sent; an
 * expectation Node cannot meet (its `checkExpectation`), and CONNECT, refused with a page; a body
 * nobody reads dropped without losing the answer (unread-body.ts); and what Node's parser refuses
 * (a malformed request, headers beyond even its limit) answered with a page, where Node's own
 * answer is bare and cuts the connection at once. Those pages are in the base language: the
 * request could not be read far enough to tell the visitor's.
 */
export function createHttpServer(app: RequestListener): Server {
  // The target as the app reads it (limits.ts); as an answer's head goes out, the body nobody
  // read is seen to (unread-body.ts).
  const settled: RequestListener = (request, response) => {
    request.url = originForm(request.url ?? '/');
    const writeHead = response.writeHead;
    response.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
      settleUnreadBody(request, response);
      return writeHead.apply(this, args);
    } as typeof writeHead;
    app(request, response);
  };
  const server = createServer({ maxHeaderSize: limits.nodeHeaderBytes, requireHostHeader: false }, settled);
  server.on('checkContinue', (request, response) => {
    expectationsLeft.set(request, '100-continue');
    settled(request, response);
  });
  server.on('checkExpectation', (request, response) => {
    expectationsLeft.set(request, 'unmet');
    settled(request, response);
  });
  server.on('connect', (_request, socket: Duplex) => {
    socket.on('error', () => {});
    socket.end(rawAnswer(405, 'methodNotAllowed', allowed));
  });
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable || answering(socket)) return void socket.destroy();
    const [status, refusal, headers] = parserRefusals[error.code ?? ''] ?? [400, 'badRequest'];
    // Where the request's first bytes are at hand, a HEAD request is answered without the page.
    const head = error.rawPacket?.subarray(0, 5).toString('latin1') === 'HEAD ';
    answerAndClose(socket, rawAnswer(status, refusal, headers, head));
  });
  return server;
}
