import type { AddressInfo } from 'node:net';
import express from 'express';
import type { Logger } from 'pino';
import { describe, expect, it } from 'vitest';
import { cspReportPath, cspReports, cspViolationsOf, directiveLabel } from './csp-reports';

const reportingApiBody = [
  {
    type: 'csp-violation',
    url: 'https://club.example/de/lobby?token=secret',
    body: {
      documentURL: 'https://club.example/de/lobby?token=secret',
      blockedURL: 'inline',
      effectiveDirective: 'script-src-elem',
      sourceFile: 'https://club.example/assets/x.js?v=1',
      lineNumber: 3,
      disposition: 'enforce',
      sample: 'alert(document.cookie)',
    },
  },
  { type: 'deprecation', body: { id: 'x' } },
];

describe('cspViolationsOf', () => {
  it('reads the Reporting API’s reports and keeps query values (tokens) out', () => {
    expect(cspViolationsOf(reportingApiBody)).toEqual([
      {
        page: 'https://club.example/de/lobby?token=',
        directive: 'script-src-elem',
        blocked: 'inline',
        source: 'https://club.example/assets/x.js?v=',
        line: 3,
        disposition: 'enforce',
        sample: 'alert(document.cookie)',
      },
    ]);
  });

  it('reads report-uri’s format, and nothing from what is neither', () => {
    const legacy = {
      'csp-report': {
        'document-uri': 'https://club.example/?rc=VALID-CODE',
        'violated-directive': 'img-src',
        'blocked-uri': 'data:image/png;base64,AAAA',
      },
    };
    expect(cspViolationsOf(legacy)).toEqual([
      expect.objectContaining({ page: 'https://club.example/?rc=', directive: 'img-src', blocked: 'data:' }),
    ]);
    expect(cspViolationsOf({ hello: 'world' })).toEqual([]);
    expect(cspViolationsOf(null)).toEqual([]);
  });
});

describe('directiveLabel', () => {
  it('names only CSP’s own directives, the legacy format’s sources cut off', () => {
    expect(
      ['script-src-elem', 'require-trusted-types-for', "img-src 'self' data:", 'made-up-directive', ''].map(
        directiveLabel,
      ),
    ).toEqual(['script-src-elem', 'require-trusted-types-for', 'img-src', 'other', 'other']);
  });
});

describe('cspReports', () => {
  async function serve(now: () => number) {
    const lines: unknown[] = [];
    const logger = { warn: (fields: unknown) => lines.push(fields) } as unknown as Logger;
    const app = express().use(cspReports(logger, now));
    app.use((error: { status?: number }, _request: express.Request, response: express.Response, _next: unknown) => {
      response.status(error.status ?? 500).end();
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${cspReportPath}`;
    const post = (body: string, type = 'application/reports+json') =>
      fetch(url, { method: 'POST', body, headers: { 'content-type': type } }).then((response) => response.status);
    return { lines, post, close: () => server.close() };
  }

  it('logs each violation as a line, at most 120 a minute, then how many it dropped', async () => {
    let time = 0;
    const { lines, post, close } = await serve(() => time);
    try {
      const one = JSON.stringify(reportingApiBody);
      for (let i = 0; i < 125; i++) expect(await post(one)).toBe(204);
      expect(lines).toHaveLength(120);
      expect(lines[0]).toMatchObject({ cspViolation: { directive: 'script-src-elem' } });
      time = 60_000;
      expect(await post(one)).toBe(204);
      expect(lines.slice(120)).toEqual([
        { droppedCspReports: 5 },
        expect.objectContaining({ cspViolation: expect.anything() }),
      ]);
    } finally {
      close();
    }
  });

  it('refuses bodies over 16 kB and what is not JSON', async () => {
    const { lines, post, close } = await serve(Date.now);
    try {
      expect(await post(JSON.stringify([{ type: 'csp-violation', body: { sample: 'x'.repeat(20_000) } }]))).toBe(413);
      expect(await post('{not json', 'application/csp-report')).toBe(400);
      expect(lines).toEqual([]);
    } finally {
      close();
    }
  });
});
