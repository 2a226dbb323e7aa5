import { timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { ServerMetrics } from '../src/lib/server/request-context.server';

/**
 * The server's measurements in Prometheus's format (`GET /metrics`, metrics-endpoint below): the
 * visits' web vitals from the browsers (vitals.ts), requests, renders, the backend's latency and
 * errors, CSP violations, and Node's own (memory, event loop, CPU).
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const requestDuration = new Histogram({
  name: 'acq_http_request_duration_seconds',
  help: 'Time to answer a request, by method, kind (page, data, asset, other) and status class',
  labelNames: ['method', 'kind', 'status'],
  buckets: seconds,
  registers: [registry],
});

export const pageRenders = new Counter({
  name: 'acq_page_renders_total',
  help: 'Pages rendered, by whether the caching edge may share them (shared="true": a miss of the edge)',
  labelNames: ['shared'],
  registers: [registry],
});

export const edgeDecisions = new Counter({
  name: 'acq_edge_decisions_total',
  help: 'Cookieless visits the caching edge asked about, by whether their page may be shared; shared decisions minus shared renders are the edge cache hits',
  labelNames: ['shareable'],
  registers: [registry],
});

const upstreamDuration = new Histogram({
  name: 'acq_graphql_upstream_duration_seconds',
  help: 'Time the backend took to answer a GraphQL operation (or the feature payload), by operation and outcome',
  labelNames: ['operation', 'outcome'],
  buckets: seconds,
  registers: [registry],
});

const upstreamErrors = new Counter({
  name: 'acq_graphql_upstream_errors_total',
  help: 'GraphQL operations (and feature payloads) the backend did not answer well (network, http, timeout), by operation and outcome',
  labelNames: ['operation', 'outcome'],
  registers: [registry],
});

export const cspViolations = new Counter({
  name: 'acq_csp_violations_total',
  help: 'Content-Security-Policy violations browsers reported, by directive',
  labelNames: ['directive'],
  registers: [registry],
});

// Names of a known shape only, so that the label keeps few values: a GraphQL operation's, or the
// backend executor's name of another call (`feature-payload`).
const operationName = /^[A-Za-z][\w-]{0,63}$/;

/** What the router's server code records (through the request context: one registry under `pnpm dev` too). */
export const serverMetrics: ServerMetrics = {
  backendAnswered(operation, durationSeconds, outcome) {
    const labels = { operation: operationName.test(operation) ? operation : 'other', outcome };
    upstreamDuration.observe(labels, durationSeconds);
    if (outcome !== 'ok') upstreamErrors.inc(labels);
  },
};

/** The kind of request a path is, a label of few values. */
export function requestKind(path: string): string {
  if (path.startsWith('/assets/')) return 'asset';
  if (path.endsWith('.data')) return 'data';
  if (/^\/(healthz|metrics|vitals|csp-reports|edge\/|acquisition\/)/.test(path)) return 'other';
  // The client's files at the root (icons, the manifest) that every page load fetches; no page has a dot.
  if (/\.\w+$/.test(path)) return 'asset';
  return 'page';
}

/** Times every request (its kind by its path as it came: a mounted router sees only the rest of it). */
export const timeRequests: RequestHandler = (request, response, next) => {
  const end = requestDuration.startTimer();
  const kind = requestKind(request.path);
  response.on('finish', () =>
    end({
      method: request.method,
      kind,
      status: `${Math.floor(response.statusCode / 100)}xx`,
    }),
  );
  next();
};

/**
 * `GET /metrics` for Prometheus, with `Authorization: Bearer <METRICS_TOKEN>`; without a token
 * configured there is no such page (404), so that no deployment exposes it by accident.
 */
export function metricsEndpoint(token: string | undefined): RequestHandler {
  const expected = Buffer.from(`Bearer ${token ?? ''}`);
  return async (request, response) => {
    if (!token) return void response.status(404).end();
    const given = Buffer.from(request.get('authorization') ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return void response.status(401).set('WWW-Authenticate', 'Bearer').end();
    }
    response.set('Content-Type', registry.contentType).set('cache-control', 'no-store');
    response.send(await registry.metrics());
  };
}
