// The caching edge of edge/nginx.conf.template: nginx (Debian's nginx-light) in front of the web
// server's instances, unprivileged, with its configuration, cache and logs in a directory of its
// own. Used by `pnpm start:edge`, `pnpm bench:edge` and the edge's browser test.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { selfSignedCertificate, workers, writeEdgePages } from './edge-files.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** How long the edge sends an origin nothing after it failed (`fail_timeout`), even once it answers again. */
export const originFailTimeoutSeconds = 5;

export function nginxBinary() {
  const found = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));
  if (!found) throw new Error('nginx is missing: sudo apt-get install nginx-light (Debian), then try again');
  return found;
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
  const template = readFileSync(path.join(root, 'edge/nginx.conf.template'), 'utf8');
  // Without the origins taken out (a rolling restart's, takeOut below): left out rather than
  // marked `down`, so that a lone origin left is never marked failed (nginx does not with one).
  const config = (out = []) => {
    const origins = originPorts
      .filter((port) => !out.includes(port))
      .map((port) => `server 127.0.0.1:${port} max_fails=3 fail_timeout=${originFailTimeoutSeconds}s;`);
    return (
      template
        // Started by root, nginx's workers would run as nobody, who may not write the cache in our directory.
        .replace('{{USER}}', process.getuid?.() === 0 ? 'user root;' : '')
        .replaceAll('{{DIR}}', dir)
        .replaceAll('{{ORIGINS}}', origins.join('\n    '))
        .replaceAll('{{HTTP_PORT}}', String(httpPort))
        .replaceAll('{{HTTPS_LISTEN}}', httpsListen)
        .replace(/\n}\s*$/, `\n  ${redirectServer}\n}\n`)
    );
  };
  // The parts the configuration includes, with their paths into this directory.
  for (const part of readdirSync(path.join(root, 'edge')).filter((name) => name.endsWith('.conf'))) {
    writeFileSync(path.join(dir, part), readFileSync(path.join(root, 'edge', part), 'utf8').replaceAll('{{DIR}}', dir));
  }
  writeEdgePages(dir);
  const configFile = path.join(dir, 'nginx.conf');
  writeFileSync(configFile, config());
  const url = `http://127.0.0.1:${httpPort}/`;
  const nginx = await runNginx(dir, configFile, new URL('/healthz', url));
  return {
    url,
    httpsUrl: httpsPort ? `https://127.0.0.1:${httpsPort}/` : null,
    dir,
    accessLog: path.join(dir, 'access.log'),
    pid: nginx.pid,
    /**
     * Takes these origins out (none: all back in): nginx reloads gracefully, requests under way
     * finish where they are. A rolling restart takes an origin out before it stops it, so no
     * request, a form post least of all, goes to an origin that is closing its connections.
     */
    takeOut: async (ports) => {
      if (originPorts.every((port) => ports.includes(port))) throw new Error('One origin at least stays in.');
      const before = new Set(workers(nginx.pid).map(({ pid }) => pid));
      writeFileSync(configFile, config(ports));
      process.kill(nginx.pid, 'SIGHUP');
      // Done when a new worker runs and the old ones have finished what they had under way.
      const done = (now) => now.some(({ pid }) => !before.has(pid)) && !now.some(({ pid }) => before.has(pid));
      while (!done(workers(nginx.pid))) await new Promise((resolve) => setTimeout(resolve, 100));
    },
    stop: () => stopNginx(nginx),
  };
}

/**
 * Starts nginx in the foreground with `configFile` (its own process group: `stopNginx` ends it),
 * its log in `dir`; resolves once `readyUrl` answers at all. Also for tests of a part of the
 * configuration (apps/web/server/edge-language.test.ts).
 */
export async function runNginx(dir, configFile, readyUrl) {
  const nginx = spawn(
    nginxBinary(),
    ['-p', dir, '-c', configFile, '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'],
    {
      detached: true,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (nginx.exitCode !== null)
      throw new Error(`nginx exited with ${nginx.exitCode}; its log: ${path.join(dir, 'error.log')}`);
    try {
      await fetch(readyUrl, { signal: AbortSignal.timeout(2000) });
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return nginx;
}

export function stopNginx(nginx) {
  try {
    process.kill(-nginx.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

/** A port on 127.0.0.1 that no one listens on now (the system's pick, let go again). */
export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}
