import type { Manifest } from './kustomize';

// kube-linter's default checks on workloads (its names, docs.kubelinter.io), plus the probes it
// leaves optional, which this repository requires. Each rule says what is wrong, in a line per finding.

/* eslint-disable @typescript-eslint/no-explicit-any -- the manifests' pod specs, checked by api-schemas.ts */
export type Rule = (manifests: Manifest[]) => string[];
type ContainerRule = (container: any, pod: any, workload: Manifest) => string | false;

const workloads = (manifests: Manifest[]) => manifests.filter((manifest) => manifest.spec?.template?.spec);

function eachContainer(check: ContainerRule): Rule {
  return (manifests) =>
    workloads(manifests).flatMap((workload) => {
      const pod = workload.spec.template.spec;
      return [...(pod.initContainers ?? []), ...pod.containers].flatMap((container: any) => {
        const problem = check(container, pod, workload);
        return problem ? [`${workload.kind} ${workload.metadata.name}, container ${container.name}: ${problem}`] : [];
      });
    });
}

const setting = (container: any, pod: any, key: string) =>
  container.securityContext?.[key] ?? pod.securityContext?.[key];
const blockedImage = (image: string) => /:latest$/.test(image) || !/:[^/]+$/.test(image);
const hostDirectories = ['/', '/boot', '/dev', '/etc', '/lib', '/proc', '/sys', '/usr'];

export const podRules: Record<string, Rule> = {
  'latest-tag': eachContainer((c) => blockedImage(c.image) && `image ${c.image} names no fixed tag`),
  'run-as-non-root': eachContainer(
    (c, pod) => !(setting(c, pod, 'runAsNonRoot') === true && setting(c, pod, 'runAsUser') > 0) && 'may run as root',
  ),
  'no-read-only-root-fs': eachContainer(
    (c) => c.securityContext?.readOnlyRootFilesystem !== true && 'root filesystem writable',
  ),
  'privilege-escalation-container': eachContainer(
    (c) => c.securityContext?.allowPrivilegeEscalation !== false && 'privilege escalation allowed',
  ),
  'privileged-container': eachContainer((c) => c.securityContext?.privileged === true && 'privileged'),
  'drop-net-raw-capability': eachContainer((c) => {
    const dropped: string[] = c.securityContext?.capabilities?.drop ?? [];
    return !dropped.some((capability) => ['ALL', 'NET_RAW'].includes(capability)) && 'keeps NET_RAW (drop ALL)';
  }),
  'unset-cpu-requirements': eachContainer(
    (c) => !(c.resources?.requests?.cpu && c.resources?.limits?.cpu) && 'CPU request or limit unset',
  ),
  'unset-memory-requirements': eachContainer(
    (c) => !(c.resources?.requests?.memory && c.resources?.limits?.memory) && 'memory request or limit unset',
  ),
  'no-liveness-probe': eachContainer((c) => !c.livenessProbe && 'no liveness probe'),
  'no-readiness-probe': eachContainer((c) => !c.readinessProbe && 'no readiness probe'),
  'env-var-secret': eachContainer((c) => {
    const literal = (c.env ?? []).find((v: any) => /secret|token|password/i.test(v.name) && v.value);
    return literal && `${literal.name} holds a value, not a secretKeyRef`;
  }),
  'ssh-port': eachContainer((c) => (c.ports ?? []).some((p: any) => p.containerPort === 22) && 'exposes port 22'),
  'host-namespaces': (manifests) =>
    workloads(manifests)
      .filter(({ spec }) => ['hostNetwork', 'hostPID', 'hostIPC'].some((key) => spec.template.spec[key]))
      .map((w) => `${w.kind} ${w.metadata.name}: shares a host namespace`),
  'sensitive-host-mounts': (manifests) =>
    workloads(manifests).flatMap((w) =>
      (w.spec.template.spec.volumes ?? [])
        .filter(
          (v: any) =>
            v.hostPath && (hostDirectories.includes(v.hostPath.path) || /docker\.sock$/.test(v.hostPath.path)),
        )
        .map((v: any) => `${w.kind} ${w.metadata.name}: mounts ${v.hostPath.path} of the host`),
    ),
  'mismatching-selector': (manifests) =>
    workloads(manifests)
      .filter(({ spec }) => !matches(spec.selector?.matchLabels, spec.template.metadata?.labels))
      .map((w) => `${w.kind} ${w.metadata.name}: selector does not match its pod template's labels`),
  'no-anti-affinity': (manifests) =>
    workloads(manifests)
      .filter(({ spec }) => (spec.replicas ?? 1) > 1 && !spec.template.spec.affinity?.podAntiAffinity)
      .map((w) => `${w.kind} ${w.metadata.name}: ${w.spec.replicas} replicas without pod anti-affinity`),
  'no-rolling-update-strategy': (manifests) =>
    workloads(manifests)
      .filter(
        ({ spec }) => spec.strategy?.type !== 'RollingUpdate' || spec.strategy.rollingUpdate?.maxUnavailable !== 0,
      )
      .map((w) => `${w.kind} ${w.metadata.name}: not a rolling update with maxUnavailable 0`),
};

/** Whether every label of `selector` is on `labels` (an empty selector matches nothing here). */
export function matches(selector: Record<string, string> | undefined, labels: Record<string, string> | undefined) {
  const wanted = Object.entries(selector ?? {});
  return wanted.length > 0 && wanted.every(([key, value]) => labels?.[key] === value);
}
