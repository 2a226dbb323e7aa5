import { spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { selfSignedCertificate } from '../edge-files.mjs';
import { nginxBinary } from '../edge.mjs';
import { clusterLayout, generatedDir, writeClusterEdge } from './edge-config';
import { readManifests } from './kustomize';

// The rendered files (edge-generated.setup.ts wrote them) are the ones the base's generators list.
const listed = () =>
  (
    readManifests('deploy/base/kustomization.yaml')[0] as unknown as { configMapGenerator: { files?: string[] }[] }
  ).configMapGenerator
    .flatMap((generator) => generator.files ?? [])
    .map((file) => path.relative('edge/generated', file))
    .sort();
const written = () =>
  ['conf', 'unavailable', 'too-large'].flatMap((folder) =>
    readdirSync(path.join(generatedDir, folder)).map((name) => `${folder}/${name}`),
  );

test("deploy/base/kustomization.yaml lists every file the edge's rendering writes", () => {
  expect(listed()).toEqual(written().sort());
});

test('the cluster configuration keeps nothing of this machine: no placeholder, no loopback, no local directory', () => {
  const conf = readFileSync(path.join(generatedDir, 'conf/nginx.conf'), 'utf8');
  const parts = written().filter((file) => file.endsWith('.conf'));
  for (const text of parts.map((file) => readFileSync(path.join(generatedDir, file), 'utf8'))) {
    const directives = text.replace(/#.*$/gm, ''); // the comments may name the placeholders
    expect(directives).not.toMatch(/\{\{|127\.0\.0\.1|\/tmp\//);
  }
  expect(conf).toContain(`server ${clusterLayout.origin};`);
  expect(conf).toContain('listen 8443 ssl;');
  expect(conf).toContain('access_log /dev/stdout edge;');
});

test('nginx accepts the rendered configuration (`nginx -t`, with this machine standing in for the pod)', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'acq-edge-cluster-'));
  const edge = path.join(dir, 'edge');
  const tls = path.join(dir, 'tls');
  const layout = {
    conf: path.join(edge, 'conf'),
    pages: edge,
    state: path.join(dir, 'state'),
    tls,
    origin: '127.0.0.1:4999',
    httpsPort: clusterLayout.httpsPort, // nginx -t binds no port
    redirectPort: clusterLayout.redirectPort,
  };
  await writeClusterEdge(edge, layout);
  mkdirSync(layout.state);
  mkdirSync(tls);
  // The Secret's keys are tls.crt and tls.key.
  const { certificate, key } = selfSignedCertificate(tls);
  renameSync(certificate, path.join(tls, 'tls.crt'));
  renameSync(key, path.join(tls, 'tls.key'));
  // The logs go to the container's output: here a file, as nginx cannot open a socket as /dev/stderr.
  const output = path.join(dir, 'output');
  const fd = openSync(output, 'w');
  spawnSync(nginxBinary(), ['-t', '-c', path.join(layout.conf, 'nginx.conf'), '-e', '/dev/stderr'], {
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  expect(readFileSync(output, 'utf8')).toContain('test is successful');
});
