import type { Answer, FuzzRequest } from './http-client';

// What must never be in an answer: a stack trace's lines, a file path of the server, the name of
// a source file or an internal module.
const leaks: [string, RegExp][] = [
  ['a stack trace', /\bat (?:[\w$.<>[\] ]+ )?\(?(?:file:|node:|\/)[^)\s]*:\d+:\d+/],
  ['a stack trace', /\n\s+at \S/],
  ['a file path', /\/work\/|\/home\/|\/root\/|\/app\/(?:apps|server|src)\//],
  ['a dependency path', /node_modules/],
  ['a source file name', /\.tsx?:\d|\.tsx?\b["')]/],
];

/** The server's files (the client build, the icons and the last-resort page's stylesheet): what they hold is public code. */
const isFile = (path: string) =>
  /^\/(assets\/|acquisition\/error\/404\.css|favicon|apple-touch-icon|icon-|manifest\.webmanifest)/.test(path);

/** The server's own endpoints and what they answer besides pages. */
function isEndpointAnswer(method: string, path: string, answer: Answer): boolean {
  const type = answer.headers.get('content-type')?.[0] ?? '';
  const empty = answer.body.length === 0;
  if (path === '/healthz' || path === '/acquisition/defaults.json') return type.startsWith('application/json');
  // React Router's own protocol endpoint for lazy route discovery: JSON, or a bare answer it reads.
  if (path === '/__manifest') return type.startsWith('application/json') || answer.status < 500;
  // Browsers' beacons: nothing to show, whatever becomes of them.
  if (method === 'POST' && (path === '/vitals' || path === '/csp-reports'))
    return empty || type.startsWith('text/html');
  // Prometheus's endpoint: its figures, or nothing for whoever has no token (or where there is none).
  if (path === '/metrics') return empty || type.startsWith('text/plain');
  // The caching edge's decisions (a trusted proxy's, as this test's loopback address is).
  if (path === '/edge/decision') return empty;
  // A file, or a file's bodiless 404/405 (a missing asset is never a page).
  if (isFile(path)) return answer.status < 400 || empty;
  return false;
}

/**
 * An answer of the server's HTTP parser to a request it could not read (../boundary/http-server.ts):
 * no correlation id (the app never saw it), and the connection closes. Its method unknown, it
 * has its page even for a HEAD request (harmless: the connection closes after it).
 */
const byParser = (answer: Answer) =>
  !answer.headers.has('x-correlation-id') && answer.headers.get('connection')?.[0] === 'close';

export function pathOf(target: string): string {
  const url = URL.parse(target.startsWith('/') ? `http://x${target}` : target, 'http://x');
  return url?.pathname ?? target;
}

/**
 * What is wrong with an answer, or null: it must have come, with a status below 500, and be
 * well-formed (a page with a title and a heading, a redirect with its Location, a data answer of
 * the router, an empty answer where there is no body, the methods for OPTIONS, or what a file or
 * the server's own endpoints answer), and it must give nothing of the server away.
 */
export function problemWith(request: FuzzRequest, answer: Answer | null): string | null {
  if (!answer) return 'no whole answer came';
  if (answer.status >= 500) return `status ${answer.status}`;
  const path = pathOf(request.target);
  const text = answer.body.toString('latin1');
  for (const [what, pattern] of leaks) {
    if (pattern.test(answer.head)) return `its headers hold ${what}`;
    if (!isFile(path) && pattern.test(text)) return `its body holds ${what}: ${pattern.exec(text)?.[0]}`;
  }
  const empty = answer.body.length === 0;
  if (request.method === 'HEAD' && (empty || !byParser(answer))) {
    return empty ? null : `a ${answer.status} answer to HEAD with a body`;
  }
  if (answer.status === 204 || answer.status === 304) return empty ? null : `a ${answer.status} answer with a body`;
  // What OPTIONS asks for: the methods, in Allow (Express's own routers answer with them as text too).
  if (request.method === 'OPTIONS' && answer.status < 300 && answer.headers.has('allow')) return null;
  if (answer.status >= 300 && answer.status < 400)
    return answer.headers.has('location') ? null : 'a redirect without Location';
  if (answer.headers.get('x-remix-response')?.[0] === 'yes') return null; // the router's data answer
  if (isEndpointAnswer(request.method, path, answer)) return null;
  const type = answer.headers.get('content-type')?.[0] ?? '';
  if (!type.startsWith('text/html')) return `a ${answer.status} answer of type "${type}", neither page nor data`;
  if (!/<title>[^<]+<\/title>/.test(text)) return `a ${answer.status} page without a title`;
  if (!/<h1[\s>]/.test(text)) return `a ${answer.status} page without a heading`;
  return null;
}
