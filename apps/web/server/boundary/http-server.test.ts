import net, { type AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAnswer, type Answer } from '../fuzz/http-client';
import { readFormBody } from './form-body';
import { createHttpServer } from './http-server';
import { limits, originForm, requestLimits } from './limits';
import { refusalPages } from './refusal-page';

// The protocol-level boundary in front of a stand-in for the rest of the app, with the refusal
// pages, on a port of its own.
const app = express();
app.use(requestLimits);
app.post('/form', async (request, response) => void response.send(`read ${(await readFormBody(request)).length}`));
app.use((request, response) => void response.type('text').send(`passed ${request.method} ${request.url}`));
app.use(refusalPages);
const server = createHttpServer(app);
let port = 0;
beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve())));
beforeAll(() => void (port = (server.address() as AddressInfo).port));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Writes `head` (and `body`), and reads what comes back until the server closes or 1 s has passed. */
function raw(head: string, body = ''): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const received: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1');
    const done = () => {
      socket.destroy();
      const answer = parseAnswer(Buffer.concat(received));
      if (answer) resolve(answer);
      else reject(new Error(`no answer: ${Buffer.concat(received).toString('latin1')}`));
    };
    const timer = setTimeout(done, 1000);
    socket.on('data', (data) => received.push(data));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      done();
    });
    socket.write(`${head}\r\n\r\n${body}`);
  });
}
const get = (target: string, fields = '') =>
  raw(`GET ${target} HTTP/1.1\r\nHost: site.test\r\nConnection: close${fields ? `\r\n${fields}` : ''}`);
const heading = (answer: Answer) => /<h1>([^<]*)<\/h1>/.exec(answer.body.toString())?.[1];

describe('originForm', () => {
  it('is the target as the app reads it: a path with one leading slash, no fragment', () => {
    expect(originForm('/de/lobby?token=x')).toBe('/de/lobby?token=x');
    expect(originForm('//evil.example/x')).toBe('/evil.example/x');
    expect(originForm('//?#@&rc')).toBe('/?');
    expect(originForm('/\\x#y')).toBe('/x');
    expect(originForm('http://site.test//de?rc=1#x')).toBe('/de?rc=1');
    expect(originForm('*')).toBe('*');
    expect(originForm('http://[')).toBe('http://['); // no path: refused (400)
  });
});

describe('the HTTP boundary (limits.ts, form-body.ts, http-server.ts, refusal-page.ts)', () => {
  it('lets an ordinary request through', async () => {
    const answer = await get('/de/lobby?rc=VALID-CODE');
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe('passed GET /de/lobby?rc=VALID-CODE');
  });

  it('answers an address too long with a page in the visitor’s language', async () => {
    const answer = await get(`/de/about-us?x=${'a'.repeat(limits.urlBytes)}`);
    expect(answer.status).toBe(414);
    expect(answer.headers.get('content-language')).toEqual(['de']);
    expect(heading(answer)).toBe('Die Adresse ist zu lang');
  });

  it('takes the language as every page does, `?lang` first, as the edge’s own pages do', async () => {
    const answer = await get(`/de/about-us?lang=pl&x=${'a'.repeat(limits.urlBytes)}`);
    expect(answer.headers.get('content-language')).toEqual(['pl']);
  });

  it('lets a token page’s over-long token through to the page, which denies it', async () => {
    const token = 'a'.repeat(100_000);
    expect((await get(`/lobby?token=${token}`)).status).toBe(200);
    expect((await get(`/fr/registration/social-registration-second-step.data?token=${token}`)).status).toBe(200);
    expect((await get(`/fr/about-us?token=${token}`)).status).toBe(414);
  });

  it('answers header fields too long with a page, below Node’s own limit and beyond it', async () => {
    const ours = await get('/', `Accept-Language: fr\r\nCookie: x=${'a'.repeat(limits.headerBytes)}`);
    expect(ours.status).toBe(431);
    expect(heading(ours)).toBe('Votre navigateur a envoyé trop de données');
    const nodes = await get('/', `Cookie: x=${'a'.repeat(limits.nodeHeaderBytes)}`);
    expect(nodes.status).toBe(431);
    expect(heading(nodes)).toBe('Your browser sent too much data');
  });

  it('refuses a body declared too long before it comes, without 100 Continue', async () => {
    const length = `Content-Length: ${limits.bodyBytes + 1}`;
    const answer = await raw(`POST / HTTP/1.1\r\nHost: site.test\r\n${length}\r\nExpect: 100-continue`);
    expect(answer.status).toBe(413); // the body was never sent
    expect(answer.head).not.toContain('100 Continue');
    expect((await raw(`POST / HTTP/1.1\r\nHost: site.test\r\nConnection: close\r\nExpect: x`)).status).toBe(417);
    expect((await raw(`POST / HTTP/1.0\r\nHost: site.test\r\nExpect: x`)).status).toBe(200); // HTTP/1.0 has no expectations
  });

  it('refuses a chunked body the moment it passes the limit, before it is whole', async () => {
    const head = 'POST /form HTTP/1.1\r\nHost: site.test\r\nConnection: close\r\nTransfer-Encoding: chunked';
    const form = `${head}\r\nContent-Type: application/x-www-form-urlencoded`;
    const chunk = `4000\r\n${'a'.repeat(0x4000)}\r\n`;
    expect((await raw(form, `${chunk}0\r\n\r\n`)).body.toString()).toBe('read 16384');
    const tooLong = await raw(form, chunk.repeat(limits.bodyBytes / 0x4000 + 1)); // and no last chunk
    expect([tooLong.status, heading(tooLong)]).toEqual([413, 'What was sent is too long']);
  });

  it('answers the request targets an origin server may get', async () => {
    const options = await raw('OPTIONS * HTTP/1.1\r\nHost: site.test\r\nConnection: close');
    expect([options.status, options.headers.get('allow')]).toEqual([204, ['GET, HEAD, OPTIONS, POST']]);
    const absolute = await raw('GET http://site.test/de?rc=1 HTTP/1.1\r\nHost: site.test\r\nConnection: close');
    expect(absolute.body.toString()).toBe('passed GET /de?rc=1');
    expect((await raw('GET / HTTP/1.1\r\nConnection: close')).status).toBe(400); // no Host
    expect((await raw('GET / HTTP/1.1\r\nHost: site.test\r\nHost: other.test\r\nConnection: close')).status).toBe(400);
  });

  it('answers what Node’s parser refuses with a page: a method it does not know, CONNECT', async () => {
    const unknown = await raw('FOO / HTTP/1.1\r\nHost: site.test');
    expect([unknown.status, unknown.headers.get('allow')]).toEqual([405, ['GET, HEAD, OPTIONS, POST']]);
    expect(heading(unknown)).toBe('This page cannot take that request');
    expect((await raw('CONNECT site.test:443 HTTP/1.1\r\nHost: site.test:443')).status).toBe(405);
  });
});
