import { mkdirSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { selfSignedCertificate } from '../edge-files.mjs';
import { runNginx, stopNginx } from '../edge.mjs';
import { writeClusterEdge } from './edge-config';

// The cluster's edge configuration served by nginx, with this machine's directories standing in
// for the pod's mounts and ports 4990/4991 for 8443/8080, and no origin answering: its own health,
// the redirect to TLS and its 503 page must work from the ConfigMaps' files alone.
const layout = { origin: '127.0.0.1:4992', httpsPort: 4990, redirectPort: 4991 };
let nginx: Awaited<ReturnType<typeof runNginx>>;

function get(url: string): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    // The certificate is self-signed here, as the kubelet's HTTPS probes do not check it either.
    const request = https.get(url, { rejectUnauthorized: false, timeout: 10_000 }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
  });
}

beforeAll(async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'acq-edge-serving-'));
  const [edge, tls, state] = ['edge', 'tls', 'state'].map((name) => path.join(dir, name)) as [string, string, string];
  await writeClusterEdge(edge, { ...layout, conf: path.join(edge, 'conf'), pages: edge, state, tls });
  mkdirSync(state);
  mkdirSync(tls);
  const { certificate, key } = selfSignedCertificate(tls);
  renameSync(certificate, path.join(tls, 'tls.crt'));
  renameSync(key, path.join(tls, 'tls.key'));
  const configFile = path.join(edge, 'conf/nginx.conf');
  // What differs from the pod: loopback, not every interface; started by root here, nginx's
  // workers would be nobody, who may not enter this directory (the pod runs it as its own user,
  // owner of its emptyDir); the test runner's output is a socket, which nginx cannot open as /dev/stdout.
  const conf = readFileSync(configFile, 'utf8')
    .replace(/listen (\d+)/g, 'listen 127.0.0.1:$1')
    .replace(/\/dev\/std(out|err)/g, path.join(dir, 'std$1.log'));
  writeFileSync(configFile, `${process.getuid?.() === 0 ? 'user root;\n' : ''}${conf}`);
  // Ready once the TLS port answers at all (plain http there gets nginx's 400).
  nginx = await runNginx(dir, configFile, new URL(`http://127.0.0.1:${layout.httpsPort}/`));
});
afterAll(() => stopNginx(nginx));

test("answers the probes' /_edge/health over TLS itself, with no origin up", async () => {
  const health = await get(`https://127.0.0.1:${layout.httpsPort}/_edge/health`);
  expect([health.status, health.body]).toEqual([200, 'ok\n']);
});

test('sends plain http to TLS', async () => {
  const response = await fetch(`http://127.0.0.1:${layout.redirectPort}/de?rc=VALID-CODE`, { redirect: 'manual' });
  expect([response.status, response.headers.get('location')]).toEqual([301, 'https://127.0.0.1/de?rc=VALID-CODE']);
});

test('answers a page no origin can make with its 503 page in the language asked, from the ConfigMap', async () => {
  const page = await get(`https://127.0.0.1:${layout.httpsPort}/fr?rc=VALID-CODE`);
  expect(page.status).toBe(503);
  expect(page.headers['retry-after']).toBe('30');
  expect(page.headers['content-language']).toBe('fr');
  expect(page.body).toContain('<html lang="fr"');
});
