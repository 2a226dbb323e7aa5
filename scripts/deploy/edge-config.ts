// The caching edge's configuration for the cluster (deploy/base/edge-deployment.yaml), rendered from
// the repository's edge/ as scripts/edge.mjs renders it for this machine, with the cluster's places:
// the configuration and the pages from ConfigMaps, the caches, temporary files, pid and the fill
// server's socket in an emptyDir, logs to the container's output, TLS on 8443 with the certificate
// from a Secret, plain http on 8080 redirecting to it, and the web servers' Service as the origin.
//
//   pnpm deploy:edge   writes deploy/base/edge/generated/ (kustomize's configMapGenerator reads it)
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeEdgePages } from '../edge-pages';

const root = fileURLToPath(new URL('../../', import.meta.url));
export const generatedDir = path.join(root, 'deploy/base/edge/generated');

export interface EdgeLayout {
  conf: string; // the configuration's ConfigMap
  pages: string; // beside it, the pages' ConfigMaps: <pages>/unavailable/, <pages>/too-large/
  state: string; // writable: caches, temporary files, pid, socket
  tls: string; // tls.crt and tls.key
  origin: string; // host:port of the web servers
  httpsPort: number; // the edge-deployment.yaml's container ports
  redirectPort: number;
}

export const clusterLayout: EdgeLayout = {
  conf: '/etc/edge/conf',
  pages: '/etc/edge',
  state: '/var/cache/edge',
  tls: '/etc/edge/tls',
  origin: 'acquisition-web:4173',
  httpsPort: 8443,
  redirectPort: 8080,
};

/** Where a file the template puts in its one directory ({{DIR}}/name) goes in the cluster. */
function placed(name: string, layout: EdgeLayout): string {
  if (name === 'access.log') return '/dev/stdout';
  if (name === 'error.log') return '/dev/stderr';
  if (/^(unavailable|too-large)\//.test(name)) return `${layout.pages}/${name}`;
  if (/^[\w-]+\.conf$/.test(name)) return `${layout.conf}/${name}`;
  return `${layout.state}/${name}`;
}

const withPlaces = (text: string, layout: EdgeLayout) =>
  text.replace(/\{\{DIR\}\}\/([^\s;]*)/g, (_, name: string) => placed(name, layout));

function replaceOnce(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`edge/nginx.conf.template no longer has ${from}`);
  return text.replace(from, to);
}

export function clusterNginxConf(template: string, layout: EdgeLayout): string {
  let conf = withPlaces(template, layout);
  conf = replaceOnce(conf, '{{USER}}', ''); // the pod's securityContext says who runs it
  // One upstream, the Service (kube-proxy spreads connections over the ready pods): nginx retries
  // a request whose kept connection a stopping pod closed on a new one, as it does with two origins.
  conf = replaceOnce(conf, '{{ORIGINS}}', `server ${layout.origin};`);
  conf = replaceOnce(conf, 'listen 127.0.0.1:{{HTTP_PORT}};', '');
  const tls = `ssl_certificate ${layout.tls}/tls.crt; ssl_certificate_key ${layout.tls}/tls.key;`;
  conf = replaceOnce(conf, '{{HTTPS_LISTEN}}', `listen ${layout.httpsPort} ssl; ${tls}`);
  const redirect = `server { listen ${layout.redirectPort}; server_tokens off; return 301 https://$host$request_uri; }`;
  return conf.replace(/\n}\s*$/, `\n  ${redirect}\n}\n`);
}

/** Writes conf/, unavailable/ and too-large/ into `dir`; returns the files written, relative to it. */
export async function writeClusterEdge(dir: string, layout: EdgeLayout = clusterLayout): Promise<string[]> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'conf'), { recursive: true });
  const edge = path.join(root, 'edge');
  const template = readFileSync(path.join(edge, 'nginx.conf.template'), 'utf8');
  writeFileSync(path.join(dir, 'conf/nginx.conf'), clusterNginxConf(template, layout));
  for (const part of readdirSync(edge).filter((name) => name.endsWith('.conf'))) {
    writeFileSync(path.join(dir, 'conf', part), withPlaces(readFileSync(path.join(edge, part), 'utf8'), layout));
  }
  await writeEdgePages(dir);
  renameSync(path.join(dir, 'unavailable-headers.conf'), path.join(dir, 'conf/unavailable-headers.conf'));
  return ['conf', 'unavailable', 'too-large'].flatMap((folder) =>
    readdirSync(path.join(dir, folder)).map((name) => `${folder}/${name}`),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const files = await writeClusterEdge(generatedDir);
  console.log(`${files.length} files in ${path.relative(root, generatedDir)}/ for the edge's ConfigMaps.`);
}
