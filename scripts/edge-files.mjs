// What scripts/edge.mjs needs beside nginx's configuration: the certificate of its HTTPS port,
// its own 503 pages, and what nginx's processes are doing.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The edge's own 503 pages, from the translations (scripts/edge-pages.ts, TypeScript: run with tsx). */
export function writeEdgePages(dir) {
  const script = path.join(root, 'scripts/edge-pages.ts');
  const { status, stderr } = spawnSync(process.execPath, ['--import', 'tsx', script, dir], {
    cwd: root,
    encoding: 'utf8',
  });
  if (status !== 0) throw new Error(`scripts/edge-pages.ts failed: ${stderr}`);
}

/** A self-signed certificate for 127.0.0.1 and localhost, made with openssl, for the HTTPS port. */
export function selfSignedCertificate(dir) {
  const [certificate, key] = [path.join(dir, 'edge.crt'), path.join(dir, 'edge.key')];
  const { status, stderr } = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '7',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { encoding: 'utf8' },
  );
  if (status !== 0) throw new Error(`openssl could not make a certificate: ${stderr}`);
  return { certificate, key };
}

/** The titles of nginx's worker processes (children of its master), from /proc: `nginx: worker process is shutting down`. */
export function workers(master) {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        const parent = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1];
        const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        return parent === String(master) && title.includes('worker process') ? [{ pid, title }] : [];
      } catch {
        return []; // ended meanwhile
      }
    });
}
