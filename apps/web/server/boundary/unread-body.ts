import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/** What is read and dropped of a body nobody reads, at most; beyond it the connection is cut. */
const drainBytes = 8 * 1024 * 1024;
/** How long a closing connection waits for the rest of a body it drops. */
const lingerMs = 10_000;

/**
 * The expectations Node's server left to the boundary (http-server.ts): a 100 Continue limits.ts
 * has not sent yet, or an expectation Node cannot meet, which limits.ts refuses.
 */
export const expectationsLeft = new WeakMap<IncomingMessage, '100-continue' | 'unmet'>();

const declaresBody = (request: IncomingMessage) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

/** Reads and drops what comes on, then `done`; the connection is cut beyond `drainBytes`. */
function drop(stream: IncomingMessage | Duplex, socket: Duplex, done: () => void) {
  let dropped = 0;
  stream.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > drainBytes) socket.destroy();
  });
  stream.on('end', done);
}

/**
 * Called as an answer's head goes out (http-server.ts): what becomes of a request's body nobody
 * read (a refused post, a GET that came with one) or read only in part (one too long). The answer
 * goes first and the rest of the body is dropped as it comes. A connection closed while the client
 * still sends would be reset, and a reset can lose the answer; Node closes so after an answer, and
 * neither it nor Express lingers. So a connection that is to close (the client asked for it,
 * HTTP/1.0, or it still waits for 100 Continue, which it may not wait for) closes only once the
 * body is in and the answer out, or after `lingerMs` (RFC 9112 §9.6's staged close).
 */
export function settleUnreadBody(request: IncomingMessage, response: ServerResponse) {
  if (request.complete || !declaresBody(request)) return;
  const closing =
    expectationsLeft.get(request) === '100-continue' ||
    request.httpVersion === '1.0' ||
    /\bclose\b/i.test(request.headers.connection ?? '');
  if (closing) response.setHeader('connection', 'keep-alive'); // else Node closes it with the answer
  const close = () => request.socket.end();
  request.resume(); // raw-body pauses a body it stops reading at the limit (form-body.ts)
  drop(request, request.socket, () => {
    if (!closing) return;
    if (response.writableFinished) close();
    else response.once('finish', close);
  });
  if (closing) setTimeout(() => request.socket.destroy(), lingerMs).unref();
}

/**
 * Answers on a connection whose request Node's parser could not read (it reads no more of it), and
 * closes it once the client has sent what it was sending, or after `lingerMs`: the same staged close.
 */
export function answerAndClose(socket: Duplex, answer: string) {
  socket.removeAllListeners('data'); // the parser's: it has given up on this connection
  drop(socket, socket, () => socket.destroy());
  socket.end(answer);
  setTimeout(() => socket.destroy(), lingerMs).unref();
}
