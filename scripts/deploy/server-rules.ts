import { runtimeDefaultsFromEnv } from '../../apps/web/server/runtime-defaults';
import type { Manifest } from './kustomize';
import type { Rule } from './pod-rules';

// What the web server itself asks of its Deployment (apps/web/server/main.ts: the drain and the
// deadline; runtime-defaults.ts: the settings), checked on the manifests. The rehearsal
// (scripts/deploy/rehearsal/) then runs the server with them.

/* eslint-disable @typescript-eslint/no-explicit-any -- the manifests' specs, checked by api-schemas.ts */
export function webContainer(manifests: Manifest[]): { deployment: Manifest; container: any } {
  const deployment = manifests.find((m) => m.kind === 'Deployment' && m.metadata.name === 'acquisition-web');
  const container = deployment?.spec.template.spec.containers.find((c: any) => c.name === 'web');
  if (!deployment || !container) throw new Error('no Deployment acquisition-web with a container web');
  return { deployment, container };
}

export const envValue = (container: any, name: string): string | undefined =>
  container.env?.find((variable: any) => variable.name === name)?.value;

/** The shutdown's phases in seconds: the preStop pause, then the server's drain and deadline. */
export function shutdownSeconds(container: any) {
  return {
    preStop: container.lifecycle?.preStop?.sleep?.seconds ?? 0,
    drain: Number(envValue(container, 'SHUTDOWN_DRAIN_MS') ?? 0) / 1000,
    deadline: Number(envValue(container, 'SHUTDOWN_DEADLINE_MS') ?? 10_000) / 1000,
  };
}

const mebibytes = (quantity: string) =>
  Number.parseFloat(quantity) *
  ({ Mi: 1, Gi: 1024, M: 1e6 / 2 ** 20, G: 1e9 / 2 ** 20 }[quantity.replace(/^[\d.]+/, '')] ?? 1 / 2 ** 20);

const web =
  (check: (container: any, deployment: Manifest, manifests: Manifest[]) => string | false): Rule =>
  (manifests) => {
    const { container, deployment } = webContainer(manifests);
    const problem = check(container, deployment, manifests);
    return problem ? [`Deployment acquisition-web: ${problem}`] : [];
  };

export const serverRules: Record<string, Rule> = {
  'shutdown-within-grace': web((container, deployment) => {
    const { preStop, drain, deadline } = shutdownSeconds(container);
    const grace = deployment.spec.template.spec.terminationGracePeriodSeconds ?? 30;
    return grace <= preStop + drain + deadline && `grace ${grace} s, shutdown up to ${preStop + drain + deadline} s`;
  }),
  'liveness-outlasts-shutdown': web((container) => {
    const { drain, deadline } = shutdownSeconds(container);
    const { periodSeconds = 10, failureThreshold = 3 } = container.livenessProbe ?? {};
    return periodSeconds * failureThreshold <= drain + deadline && 'liveness would restart a stopping server';
  }),
  'readiness-within-drain': web((container) => {
    const { periodSeconds = 10, failureThreshold = 3, timeoutSeconds = 1 } = container.readinessProbe ?? {};
    const noticed = periodSeconds * failureThreshold + timeoutSeconds;
    return noticed > shutdownSeconds(container).drain && `readiness notices the 503 after ${noticed} s, past the drain`;
  }),
  'probes-ask-the-server-port': web((container) => {
    const port = container.ports?.find((p: any) => p.name === container.readinessProbe?.httpGet?.port);
    return String(port?.containerPort) !== envValue(container, 'WEB_PORT') && 'WEB_PORT is not the probed port';
  }),
  'heap-within-memory-limit': web((container) => {
    const heap = Number(/--max-old-space-size=(\d+)/.exec(envValue(container, 'NODE_OPTIONS') ?? '')?.[1]);
    const limit = mebibytes(container.resources?.limits?.memory ?? '0');
    return !(heap > 0 && heap <= limit / 2) && `heap ${heap} MiB against a limit of ${limit} MiB (docs/operations.md)`;
  }),
  'settings-complete': web((container, _deployment, manifests) => {
    const name = container.envFrom?.[0]?.configMapRef?.name;
    const settings = manifests.find((m) => m.kind === 'ConfigMap' && m.metadata.name === name)?.data ?? {};
    const local = Object.entries(runtimeDefaultsFromEnv(settings)).filter(([, value]) =>
      String(value).includes('127.0.0.1'),
    );
    return local.length > 0 && `settings left to the local defaults: ${local.map(([key]) => key).join(', ')}`;
  }),
};
