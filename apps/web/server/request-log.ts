import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { correlationIdPrefix } from '../src/lib/server/apollo-client.server';

export const logger: Logger = pino({ base: { service: 'acquisition-web' } });

/** The path with its query keys but none of their values: codes, tokens and e-mails stay out of logs. */
export function loggablePath(url: string): string {
  // A path is read as one, also `//x` (a base would take `x` for a host, and `//[` throws).
  const parsed = URL.parse(url.startsWith('/') ? `http://x${url}` : url, 'http://x') ?? new URL('http://x/');
  const keys = [...new Set(parsed.searchParams.keys())];
  return keys.length === 0 ? parsed.pathname : `${parsed.pathname}?${keys.map((key) => `${key}=`).join('&')}`;
}

const correlationHeader = 'x-correlation-id';

/** The request's correlation id: a load balancer's, or a new one; the backend requests it causes carry it. */
function correlationIdOf(request: IncomingMessage, response: ServerResponse): string {
  const given = request.headers[correlationHeader];
  const id =
    typeof given === 'string' && /^[\w.:-]{1,128}$/.test(given) ? given : `${correlationIdPrefix}${randomUUID()}`;
  response.setHeader('X-Correlation-ID', id);
  return id;
}

/**
 * One JSON line per request: method, path without query values, status, duration, correlation id.
 * `quiet` requests are served without a line (the development server's module requests).
 */
export const requestLog = (quiet: (url: string) => boolean = () => false) =>
  pinoHttp({
    logger,
    autoLogging: { ignore: (request) => quiet(request.url ?? '') },
    genReqId: correlationIdOf,
    customAttributeKeys: { responseTime: 'durationMs' },
    customProps: (request) => ({ correlationId: request.id }),
    serializers: {
      req: (request: { method: string; url: string }) => ({ method: request.method, path: loggablePath(request.url) }),
      res: (response: { statusCode: number }) => ({ status: response.statusCode }),
    },
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request failed',
  });
