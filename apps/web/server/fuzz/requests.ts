import fc from 'fast-check';
import type { FuzzRequest } from './http-client';
import { body } from './request-bodies';
import { headerFields } from './request-headers';
import { oddPiece, path, query } from './request-parts';

const method = fc.oneof(
  { arbitrary: fc.constant('GET'), weight: 10 },
  { arbitrary: fc.constant('POST'), weight: 8 },
  { arbitrary: fc.constant('HEAD'), weight: 2 },
  { arbitrary: fc.constantFrom('OPTIONS', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'CONNECT'), weight: 3 },
  {
    arbitrary: fc.constantFrom('PROPFIND', 'MKCOL', 'PURGE', 'SEARCH', 'QUERY', 'LINK', 'SOURCE', 'M-SEARCH'),
    weight: 1,
  },
  // Methods Node's parser does not know (they are case-sensitive), or that are no token at all.
  { arbitrary: fc.constantFrom('get', 'Post', 'FOO', 'G\u00c9T', 'GET\u0000', ''), weight: 1 },
  { arbitrary: fc.stringMatching(/^[A-Za-z!#$%&'*+.^_`|~-]{1,12}$/), weight: 1 },
);

/** The request target: mostly a path and query, now and then a proxy's absolute form, `*` or no path at all. */
const target = (port: number) =>
  fc.oneof(
    { arbitrary: fc.tuple(path, query).map(([pathname, search]) => `${pathname}${search}`), weight: 30 },
    {
      arbitrary: fc.tuple(path, query).map(([pathname, search]) => `http://127.0.0.1:${port}${pathname}${search}`),
      weight: 1,
    },
    { arbitrary: fc.constantFrom('*', 'example.com:443', 'lobby', '/\u0000', '/a b', '/%', ''), weight: 1 },
    { arbitrary: oddPiece.map((piece) => `/${piece}`), weight: 1 },
  );

/**
 * A request as anyone may send one: any method, a page of the route table under any language
 * prefix or another path, a query, header fields (the server's own, odd, long, duplicated, in any
 * casing), cookies (the app's own with garbage), and a body (a form, a broken form, multipart,
 * JSON, bytes, too long) declared as what it is, as something else or not at all, whole or chunked.
 */
export const fuzzRequest = (port: number): fc.Arbitrary<FuzzRequest> =>
  fc
    .record({
      method,
      target: target(port),
      version: fc.oneof(
        { arbitrary: fc.constant('1.1' as const), weight: 20 },
        { arbitrary: fc.constant('1.0' as const), weight: 1 },
      ),
      headers: headerFields(port),
      body,
      declared: fc.constantFrom('as it is', 'as it is', 'as it is', 'not at all', 'by the header fields'),
      chunked: fc.boolean(),
    })
    .map(({ method, target, version, headers, body, declared, chunked }) => {
      const type: [string, string][] = declared === 'as it is' && body.type ? [['Content-Type', body.type]] : [];
      const fields =
        declared === 'by the header fields'
          ? headers
          : headers.filter(([name]) => name.toLowerCase() !== 'content-type');
      return {
        method,
        target,
        version,
        headers: [...fields, ...type],
        body: body.bytes,
        chunked: chunked && version === '1.1',
      };
    });

const shown = (text: string, max = 160) =>
  JSON.stringify(text.length > max ? `${text.slice(0, max)}…` : text) +
  (text.length > max ? ` (${text.length} characters)` : '');

/** A request as a reader can take it in: long values cut short, with their length. */
export function describe(request: FuzzRequest): string {
  const body = Buffer.from(request.body).toString('latin1');
  return [
    `${shown(request.method)} ${shown(request.target)} HTTP/${request.version}`,
    ...request.headers.map(([name, value]) => `  ${shown(name, 40)}: ${shown(value)}`),
    `  body: ${request.body.length} bytes${request.chunked ? ', chunked' : ''}${body ? `: ${shown(body)}` : ''}`,
  ].join('\n');
}
