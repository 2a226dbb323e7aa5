import type { AddressInfo } from 'node:net';
import express from 'express';
import type { Logger } from 'pino';
import { describe, expect, it } from 'vitest';
import { metricsEndpoint, registry, requestKind } from './metrics';
import { boundedLabel } from './bounded-label';
import { isKnownVariant, pageLabel, vitalsEndpoint } from './vitals';

async function serve(token?: string) {
  const logger = { warn: () => {} } as unknown as Logger;
  const app = express().use(vitalsEndpoint(logger)).get('/metrics', metricsEndpoint(token));
  app.use((error: { status?: number }, _request: express.Request, response: express.Response, _next: unknown) => {
    response.status(error.status ?? 500).end();
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const beacon = (body: string) =>
    fetch(`${origin}/vitals`, { method: 'POST', body, headers: { 'content-type': 'text/plain;charset=UTF-8' } }).then(
      (response) => response.status,
    );
  const metrics = (authorization?: string) =>
    fetch(`${origin}/metrics`, { headers: authorization ? { authorization } : {} });
  return { beacon, metrics, close: () => server.close() };
}

const vital = {
  name: 'LCP',
  value: 1234,
  navigation: 'navigate',
  page: 'landing___de',
  lang: 'de',
  variant: 'landing-layout=center-single-column',
};

describe('POST /vitals and GET /metrics', () => {
  it('counts a beacon’s vitals by metric, page, language and variant, behind the token', async () => {
    registry.resetMetrics();
    const { beacon, metrics, close } = await serve('s3cret');
    try {
      expect(await beacon(JSON.stringify([vital, { ...vital, name: 'CLS', value: 0.02 }]))).toBe(204);
      // A page loaded before the navigation type was sent.
      expect(await beacon(JSON.stringify([{ ...vital, name: 'FCP', value: 2900, navigation: undefined }]))).toBe(204);
      expect((await metrics()).status).toBe(401);
      expect((await metrics('Bearer wrong!')).status).toBe(401);
      const text = await (await metrics('Bearer s3cret')).text();
      const labels = 'page="landing",lang="de",variant="landing-layout=center-single-column"';
      expect(text).toContain(`acq_web_vitals_seconds_bucket{le="1.8",${labels},navigation="navigate",metric="LCP"} 1`);
      expect(text).toContain(`acq_web_vitals_seconds_bucket{le="1",${labels},navigation="navigate",metric="LCP"} 0`);
      expect(text).toContain(`acq_web_vitals_cls_sum{${labels},navigation="navigate"} 0.02`);
      // FCP's "poor" threshold (3 s) is a bucket bound.
      expect(text).toContain(`acq_web_vitals_seconds_bucket{le="3",${labels},navigation="unknown",metric="FCP"} 1`);
      expect(text).toContain(`acq_web_vitals_seconds_bucket{le="2.5",${labels},navigation="unknown",metric="FCP"} 0`);
    } finally {
      close();
    }
  });

  it('counts an INP’s attribution by page, target, interaction and phase; unknown values are `other`', async () => {
    registry.resetMetrics();
    const { beacon, metrics, close } = await serve('s3cret');
    try {
      const inp = { ...vital, name: 'INP', value: 320 };
      const attribution = { target: 'email', interaction: 'keyboard', phase: 'processing' };
      expect(await beacon(JSON.stringify([{ ...inp, attribution }]))).toBe(204);
      const forged = { target: '#email-4711', interaction: 'touch', phase: 'layout' };
      expect(await beacon(JSON.stringify([{ ...inp, value: 90, attribution: forged }]))).toBe(204);
      // An INP from a page of an earlier release, and an attribution on another metric: no culprit counted.
      expect(await beacon(JSON.stringify([inp, { ...vital, attribution }]))).toBe(204);
      const text = await (await metrics('Bearer s3cret')).text();
      const series = 'acq_web_vitals_inp_attribution_seconds';
      const culprit = 'page="landing",target="email",interaction="keyboard",phase="processing"';
      expect(text).toContain(`${series}_bucket{le="0.2",${culprit}} 0`);
      expect(text).toContain(`${series}_bucket{le="0.5",${culprit}} 1`);
      expect(text).toContain(`${series}_count{page="landing",target="other",interaction="other",phase="other"} 1`);
      expect(text.match(new RegExp(`^${series}_count`, 'gm'))).toHaveLength(2);
      expect(text).toContain(
        'acq_web_vitals_seconds_count{page="landing",lang="de",variant="landing-layout=center-single-column",navigation="navigate",metric="INP"} 3',
      );
      expect(text).not.toMatch(/4711|touch|layout"/);
    } finally {
      close();
    }
  });

  it('refuses junk, addresses and unknown metrics; an unknown language is `other`', async () => {
    const { beacon, close } = await serve('s3cret');
    try {
      expect(await beacon('{not json')).toBe(400);
      expect(await beacon(JSON.stringify([{ ...vital, page: '/?rc=SECRET&email=a@b.example' }]))).toBe(400);
      expect(await beacon(JSON.stringify([{ ...vital, name: 'FID' }]))).toBe(400);
      expect(await beacon(JSON.stringify([]))).toBe(400);
      expect(await beacon(JSON.stringify(Array.from({ length: 11 }, () => vital)))).toBe(400);
      expect(await beacon(JSON.stringify([{ ...vital, navigation: 'teleport' }]))).toBe(400);
      expect(await beacon(JSON.stringify([{ ...vital, lang: 'xx' }]))).toBe(204);
      const attribution = { target: 'email', interaction: 'keyboard', phase: 'processing' };
      expect(
        await beacon(JSON.stringify([{ ...vital, name: 'INP', attribution: { ...attribution, target: 7 } }])),
      ).toBe(400);
      expect(await beacon(JSON.stringify([{ ...vital, name: 'INP', attribution: 'email' }]))).toBe(400);
      expect(await beacon(JSON.stringify([{ ...vital, name: 'INP', attribution: { target: 'x'.repeat(500) } }]))).toBe(
        400,
      );
    } finally {
      close();
    }
  });

  it('has no /metrics without a configured token', async () => {
    const { metrics, close } = await serve(undefined);
    try {
      expect((await metrics('Bearer ')).status).toBe(404);
    } finally {
      close();
    }
  });
});

describe('pageLabel and isKnownVariant', () => {
  it('name a route by the route table, without its language, and nothing else', () => {
    expect(
      ['landing___de', 'landing___default', 'about-us___en', 'unmatched___pl', 'routes/made-up', 'root'].map(pageLabel),
    ).toEqual(['landing', 'landing', 'about-us', 'unmatched', 'other', 'other']);
  });

  it('take only the declared landing options’ values', () => {
    expect(isKnownVariant('default')).toBe(true);
    expect(isKnownVariant('landing-layout=only-mobile,registration-form-finished-in-popup=true')).toBe(true);
    expect(isKnownVariant('landing-layout=made-up')).toBe(false);
    expect(isKnownVariant('made-up=1')).toBe(false);
    expect(isKnownVariant('landing-layout')).toBe(false);
    expect(isKnownVariant('')).toBe(false);
  });
});

describe('boundedLabel', () => {
  it('keeps the first values and makes every later new one `other`', () => {
    const label = boundedLabel(2);
    expect(['a', 'b', 'c', 'a', 'd'].map(label)).toEqual(['a', 'b', 'other', 'a', 'other']);
  });
});

describe('requestKind', () => {
  it('tells pages from the router’s data, the client’s files and the rest', () => {
    expect(
      ['/', '/de/about-us', '/de.data', '/assets/x-1.js', '/favicon.svg', '/healthz', '/vitals'].map(requestKind),
    ).toEqual(['page', 'page', 'data', 'asset', 'asset', 'other', 'other']);
  });
});
