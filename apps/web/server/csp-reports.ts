import express, { type RequestHandler, type Router } from 'express';
import type { Logger } from 'pino';
import { cspViolations } from './metrics';
import { loggablePath } from './request-log';

/** Where browsers send Content-Security-Policy violations (`report-uri`, and `report-to csp`). */
export const cspReportPath = '/csp-reports';
export const cspReportingEndpoints = `csp="${cspReportPath}"`;

// A report is a few hundred bytes; a page with a broken policy sends one per violation.
const maxReportBytes = 16 * 1024;
const reportsPerMinute = 120;

export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  source?: string;
  line?: number;
  disposition?: string;
  sample?: string;
}

type Fields = Record<string, unknown>;
const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/** A URL without its query values (tokens and e-mails stay out of logs); keywords such as `inline` stay. */
function loggableUrl(value: unknown): string | undefined {
  const url = text(value);
  if (!url || !/^[a-z][\w+.-]*:/i.test(url)) return url;
  try {
    const parsed = new URL(url);
    return parsed.origin === 'null' ? parsed.protocol : `${parsed.origin}${loggablePath(parsed.href)}`;
  } catch {
    return undefined;
  }
}

/** One violation from either format: the Reporting API's (camelCase) or `report-uri`'s (kebab-case). */
function violationOf(body: Fields): CspViolation {
  const line = body.lineNumber ?? body['line-number'];
  return {
    page: loggableUrl(body.documentURL ?? body['document-uri']) ?? '',
    directive: text(body.effectiveDirective ?? body['effective-directive'] ?? body['violated-directive']) ?? '',
    blocked: loggableUrl(body.blockedURL ?? body['blocked-uri']) ?? '',
    source: loggableUrl(body.sourceFile ?? body['source-file']),
    line: typeof line === 'number' ? line : undefined,
    disposition: text(body.disposition),
    sample: text(body.sample ?? body['script-sample'])?.slice(0, 40),
  };
}

/** The violations in a request body of either format; nothing for what is neither. */
export function cspViolationsOf(body: unknown): CspViolation[] {
  if (Array.isArray(body)) {
    return body
      .filter((report: Fields) => report?.type === 'csp-violation' && typeof report.body === 'object' && report.body)
      .map((report: Fields) => violationOf(report.body as Fields));
  }
  const legacy = (body as Fields | null)?.['csp-report'];
  return typeof legacy === 'object' && legacy ? [violationOf(legacy as Fields)] : [];
}

// CSP Level 3's directives that can be violated: a report names any of them, and nothing else
// becomes a label of its own (a made-up name would add a series; older browsers' `violated-directive`
// holds the directive with its sources, which is cut to its name).
const directives = new Set(
  [
    'default-src child-src connect-src fenced-frame-src font-src frame-src img-src manifest-src media-src',
    'object-src prefetch-src script-src script-src-elem script-src-attr style-src style-src-elem',
    'style-src-attr worker-src base-uri form-action frame-ancestors navigate-to sandbox webrtc',
    'require-trusted-types-for trusted-types upgrade-insecure-requests block-all-mixed-content',
  ]
    .join(' ')
    .split(' '),
);
export function directiveLabel(directive: string): string {
  const name = directive.split(' ')[0]!;
  return directives.has(name) ? name : 'other';
}

/**
 * Counts each violation in /metrics and logs it as a JSON line (`cspViolation`), at most `reportsPerMinute` per minute per
 * server (beyond that they are counted, and the count is logged once the minute is over), and
 * bodies of at most 16 kB. Browsers get 204 whatever happens to the report.
 */
export function cspReports(logger: Logger, now: () => number = Date.now): Router {
  let windowStart = now();
  let logged = 0;
  let dropped = 0;
  const log: RequestHandler = (request, response) => {
    if (now() - windowStart >= 60_000) {
      if (dropped > 0) logger.warn({ droppedCspReports: dropped }, 'csp reports dropped over the rate limit');
      windowStart = now();
      logged = 0;
      dropped = 0;
    }
    for (const violation of cspViolationsOf(request.body)) {
      cspViolations.inc({ directive: directiveLabel(violation.directive) });
      if (logged < reportsPerMinute) {
        logged += 1;
        logger.warn({ cspViolation: violation }, 'csp violation');
      } else dropped += 1;
    }
    response.status(204).end();
  };
  const router = express.Router();
  router.post(
    cspReportPath,
    express.json({
      type: ['application/csp-report', 'application/reports+json', 'application/json'],
      limit: maxReportBytes,
    }),
    log,
  );
  return router;
}
