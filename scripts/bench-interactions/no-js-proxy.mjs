// The no-JS twin of every page: a proxy in front of the app's server that passes everything on
// but takes the scripts out of each HTML answer, pages and the answers to native form posts alike.
import { createServer, request } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { stripScripts } from './strip-scripts.mjs';

// The encodings Chromium asks for; the answer is encoded again as the server encoded it. Brotli at a
// middle quality: the best one takes tens of milliseconds of the CPU the browser shares.
const codecs = {
  identity: { decode: async (body) => body, encode: async (body) => body },
  gzip: { decode: promisify(zlib.gunzip), encode: promisify(zlib.gzip) },
  deflate: { decode: promisify(zlib.inflate), encode: promisify(zlib.deflate) },
  br: {
    decode: promisify(zlib.brotliDecompress),
    encode: (body) => promisify(zlib.brotliCompress)(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
  },
  ...(zlib.zstdCompress && { zstd: { decode: promisify(zlib.zstdDecompress), encode: promisify(zlib.zstdCompress) } }),
};

async function withoutScripts(answer, outgoing) {
  const encoding = answer.headers['content-encoding'] ?? 'identity';
  const codec = codecs[encoding];
  if (!codec) throw new Error(`cannot take the scripts out of an HTML answer in ${encoding}`);
  const chunks = [];
  for await (const chunk of answer) chunks.push(chunk);
  const html = (await codec.decode(Buffer.concat(chunks))).toString('utf8');
  const body = await codec.encode(Buffer.from(stripScripts(html), 'utf8'));
  const headers = { ...answer.headers, 'content-length': String(body.length) };
  delete headers['transfer-encoding'];
  outgoing.writeHead(answer.statusCode, headers);
  outgoing.end(body);
}

/**
 * Serves the app at `urlBase` on `port` with the scripts taken out of its HTML. The Host header is
 * passed on as the browser sent it, so the app takes the proxy's origin for its own: its redirects
 * stay on the proxy and its same-origin check lets the native form posts through. An HTML answer is
 * read whole before it is passed on (the page's own streams in), which the twin's figures carry.
 */
export function serveWithoutScripts(urlBase, port) {
  const server = createServer((incoming, outgoing) => {
    const target = new URL(incoming.url, urlBase);
    const upstream = request(target, { method: incoming.method, headers: incoming.headers }, (answer) => {
      if (!/^text\/html\b/i.test(answer.headers['content-type'] ?? '') || incoming.method === 'HEAD') {
        outgoing.writeHead(answer.statusCode, answer.headers);
        answer.pipe(outgoing);
        return;
      }
      withoutScripts(answer, outgoing).catch((error) => {
        console.error(`no-JS proxy, ${incoming.method} ${incoming.url}: ${error.message}`);
        if (!outgoing.headersSent) outgoing.writeHead(502);
        outgoing.end();
      });
    });
    upstream.on('error', () => (outgoing.headersSent ? outgoing.end() : outgoing.writeHead(502).end()));
    incoming.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
