import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mockFeaturesClientKey } from '../../../apps/mock-server/src/routes/features-route';
import type { Manifest } from '../kustomize';

// The web container of the Deployment as a process on this machine: its command, in the image's
// layout (the web package: dist/ beside package.json and node_modules, as the image's /app), with
// its environment and nothing of this shell's but PATH. What a cluster gives that this machine
// has not is stood in for, and listed: the Secret's values (made up), loopback instead of every
// interface, a free port instead of the container's, and the mock backend's address (and its
// features' client key) instead of the backend's and third parties' hosts, which resolve nowhere here.

/* eslint-disable @typescript-eslint/no-explicit-any -- the container as the manifests have it */
const webDir = fileURLToPath(new URL('../../../apps/web/', import.meta.url));

export interface PodProcess {
  child: ChildProcess;
  env: Record<string, string>;
  standIns: string[];
  exited: Promise<number | null>;
}

export function containerEnv(container: any, manifests: Manifest[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const source of container.envFrom ?? []) {
    const configMap = manifests.find((m) => m.kind === 'ConfigMap' && m.metadata.name === source.configMapRef?.name);
    if (!configMap) throw new Error(`ConfigMap ${source.configMapRef?.name} is not in the manifests`);
    Object.assign(env, configMap.data);
  }
  for (const variable of container.env ?? []) {
    if (variable.value !== undefined) env[variable.name] = variable.value;
    else if (variable.valueFrom?.secretKeyRef) env[variable.name] = randomBytes(24).toString('hex');
    else throw new Error(`${variable.name}: only values and secretKeyRefs are rehearsed`);
  }
  return env;
}

/** Starts the container's command with its environment, the stand-ins replacing what only a cluster has. */
export function startPod(container: any, manifests: Manifest[], port: number, mockOrigin: string): PodProcess {
  const env = containerEnv(container, manifests);
  const standIns: string[] = [];
  const standIn = (name: string, value: string) => {
    standIns.push(`${name}: ${env[name]} -> ${value}`);
    env[name] = value;
  };
  standIn('WEB_HOST', '127.0.0.1');
  standIn('WEB_PORT', String(port));
  for (const [name, value] of Object.entries(env)) {
    if (!/^https?:\/\//.test(value)) continue;
    standIn(name, value.replace(/^https?:\/\/[^/]+/, mockOrigin));
  }
  // The mock backend serves its features to its own client key only.
  standIn('ACQ_FEATURES_CLIENT_KEY', mockFeaturesClientKey);
  for (const name of Object.keys(env)) {
    if (container.env?.find((v: any) => v.name === name)?.valueFrom)
      standIns.push(`${name}: from the Secret -> made up`);
  }
  const [command, ...args] = container.command as string[];
  const child = spawn(command!, args, {
    cwd: path.join(webDir, container.workingDir ?? ''),
    env: { ...env, PATH: process.env.PATH ?? '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, env, standIns, exited };
}
