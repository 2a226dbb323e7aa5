// The caching edge of edge/nginx.conf.template: nginx (Debian's nginx-light) in front of the web
// server's instances, unprivileged, with its configuration, cache and logs in a directory of its
// own. Used by `pnpm start:edge`, `pnpm bench:edge` and the edge's browser test.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export function nginxBinary() {
  const found = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));
  if (!found) throw new Error('nginx is missing: sudo apt-get install nginx-light (Debian), then try again');
  return found;
}

/** A self-signed certificate for 127.0.0.1 and localhost, made with openssl, for the HTTPS port. */
function selfSignedCertificate(dir) {
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

/**
 * Writes the configuration for these ports and starts nginx in the foreground (its own process
 * group: `stop()` ends it). `httpsPort` adds TLS with a self-signed certificate and `redirectPort`
 * a plain-http port that sends everything to it. Resolves once the edge answers.
 */
export async function startEdge({ originPorts, httpPort, httpsPort, redirectPort }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'acq-edge-'));
  let httpsListen = '';
  let redirectServer = '';
  if (httpsPort) {
    const { certificate, key } = selfSignedCertificate(dir);
    httpsListen = `listen 127.0.0.1:${httpsPort} ssl; ssl_certificate ${certificate}; ssl_certificate_key ${key};`;
  }
  if (httpsPort && redirectPort) {
    redirectServer = `server { listen 127.0.0.1:${redirectPort}; server_tokens off; return 301 https://$host:${httpsPort}$request_uri; }`;
  }
  const config = readFileSync(path.join(root, 'edge/nginx.conf.template'), 'utf8')
    // Started by root, nginx's workers would run as nobody, who may not write the cache in our directory.
    .replace('{{USER}}', process.getuid?.() === 0 ? 'user root;' : '')
    .replaceAll('{{DIR}}', dir)
    .replaceAll('{{ORIGINS}}', originPorts.map((port) => `server 127.0.0.1:${port};`).join('\n    '))
    .replaceAll('{{HTTP_PORT}}', String(httpPort))
    .replaceAll('{{HTTPS_LISTEN}}', httpsListen)
    .replace(/\n}\s*$/, `\n  ${redirectServer}\n}\n`);
  copyFileSync(path.join(root, 'edge/proxy-headers.conf'), path.join(dir, 'proxy-headers.conf'));
  const configFile = path.join(dir, 'nginx.conf');
  writeFileSync(configFile, config);
  const nginx = spawn(
    nginxBinary(),
    ['-p', dir, '-c', configFile, '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'],
    {
      detached: true,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${httpPort}/`;
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (nginx.exitCode !== null)
      throw new Error(`nginx exited with ${nginx.exitCode}; its log: ${path.join(dir, 'error.log')}`);
    try {
      await fetch(new URL('/healthz', url), { signal: AbortSignal.timeout(2000) });
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    url,
    httpsUrl: httpsPort ? `https://127.0.0.1:${httpsPort}/` : null,
    dir,
    accessLog: path.join(dir, 'access.log'),
    pid: nginx.pid,
    stop: () => {
      try {
        process.kill(-nginx.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    },
  };
}
