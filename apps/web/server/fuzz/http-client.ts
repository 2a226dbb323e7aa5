import net from 'node:net';
import zlib from 'node:zlib';

/** A request exactly as it goes on the wire: any method, target, header casing, duplicates, bytes. */
export interface FuzzRequest {
  method: string;
  /** The request target: a path and query, `*`, or a proxy's absolute form. */
  target: string;
  version: '1.1' | '1.0';
  /** In order, as written (casing and duplicates kept); `Connection: close` and the framing are added. */
  headers: [string, string][];
  body: Uint8Array;
  /** Sent in chunks (`Transfer-Encoding: chunked`) instead of with a Content-Length. */
  chunked: boolean;
}

export interface Answer {
  status: number;
  /** Lower-case names, every value. */
  headers: Map<string, string[]>;
  /** The head as it came (status line and header fields). */
  head: string;
  /** The body, de-chunked and decompressed. */
  body: Buffer;
}

const latin1 = (text: string) => Buffer.from(text, 'latin1');

/** The request's bytes: what the fuzz generated, framed. */
export function wireBytes(request: FuzzRequest): Buffer {
  const lines = [`${request.method} ${request.target} HTTP/${request.version}`];
  for (const [name, value] of request.headers) lines.push(`${name}: ${value}`);
  if (request.chunked) lines.push('Transfer-Encoding: chunked');
  else if (request.body.length > 0 || request.method === 'POST') lines.push(`Content-Length: ${request.body.length}`);
  lines.push('Connection: close');
  const head = latin1(`${lines.join('\r\n')}\r\n\r\n`);
  if (!request.chunked) return Buffer.concat([head, request.body]);
  const chunks = [];
  for (let offset = 0; offset < request.body.length; offset += 16_384) {
    const chunk = request.body.subarray(offset, offset + 16_384);
    chunks.push(latin1(`${chunk.length.toString(16)}\r\n`), chunk, latin1('\r\n'));
  }
  return Buffer.concat([head, ...chunks, latin1('0\r\n\r\n')]);
}

function dechunked(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < body.length) {
    const lineEnd = body.indexOf('\r\n', offset);
    const size = parseInt(body.subarray(offset, lineEnd).toString('latin1'), 16);
    if (lineEnd < 0 || !(size > 0)) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

function decoded(body: Buffer, coding: string | undefined): Buffer {
  if (!coding || body.length === 0) return body;
  if (coding === 'gzip') return zlib.gunzipSync(body);
  if (coding === 'br') return zlib.brotliDecompressSync(body);
  if (coding === 'deflate') return zlib.inflateSync(body);
  return body;
}

/** The final answer in what came back (interim 1xx answers skipped), or null when none came whole. */
export function parseAnswer(bytes: Buffer): Answer | null {
  let start = 0;
  for (;;) {
    const end = bytes.indexOf('\r\n\r\n', start);
    if (end < 0) return null;
    const head = bytes.subarray(start, end).toString('latin1');
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1]);
    if (!status) return null;
    if (status < 200) {
      start = end + 4;
      continue;
    }
    const headers = new Map<string, string[]>();
    for (const line of head.split('\r\n').slice(1)) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).trim().toLowerCase();
      headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
    }
    let body = bytes.subarray(end + 4);
    if (headers.get('transfer-encoding')?.includes('chunked')) body = dechunked(body);
    return { status, headers, head, body: decoded(body, headers.get('content-encoding')?.[0]) };
  }
}

/**
 * Sends one request on a connection of its own and reads until the server closes it (the request
 * says `Connection: close`). A connection the server resets after answering still gives its answer.
 */
export function send(port: number, request: FuzzRequest, timeoutMs = 30_000): Promise<Answer | null> {
  return new Promise((resolve) => {
    const received: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1');
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      try {
        resolve(parseAnswer(Buffer.concat(received)));
      } catch {
        resolve(null); // a body that does not decompress is no answer
      }
    };
    const timer = setTimeout(finish, timeoutMs);
    socket.on('data', (data) => received.push(data));
    socket.on('error', () => {}); // a reset after the answer: `close` follows
    socket.on('close', finish);
    socket.write(wireBytes(request), () => {});
  });
}
