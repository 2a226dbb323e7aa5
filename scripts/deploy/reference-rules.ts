import type { Manifest } from './kustomize';
import { matches, type Rule } from './pod-rules';

// kube-linter's default checks between objects: what a Service, a disruption budget or an
// autoscaler names must exist, and the ports they and the probes name must be a container's.

/* eslint-disable @typescript-eslint/no-explicit-any -- the manifests' specs, checked by api-schemas.ts */
const ofKind = (manifests: Manifest[], kind: string) => manifests.filter((manifest) => manifest.kind === kind);
const podLabels = (manifests: Manifest[]) =>
  ofKind(manifests, 'Deployment').map((deployment) => deployment.spec.template.metadata?.labels);
const selects = (manifests: Manifest[], selector: Record<string, string>) =>
  ofKind(manifests, 'Deployment').filter((deployment) => matches(selector, deployment.spec.template.metadata?.labels));
const portNamed = (container: any, port: number | string) =>
  (container.ports ?? []).some((p: any) => p.name === port || p.containerPort === port);
const probePorts = (container: any) =>
  ['startupProbe', 'readinessProbe', 'livenessProbe'].flatMap((probe) => {
    const handler = container[probe]?.httpGet ?? container[probe]?.tcpSocket;
    return handler ? [[probe, handler.port] as const] : [];
  });

export const referenceRules: Record<string, Rule> = {
  'dangling-service': (manifests) =>
    ofKind(manifests, 'Service')
      .filter((service) => !podLabels(manifests).some((labels) => matches(service.spec.selector, labels)))
      .map((service) => `Service ${service.metadata.name}: selects no Deployment's pods`),
  'invalid-target-ports': (manifests) =>
    ofKind(manifests, 'Service').flatMap((service) =>
      (service.spec.ports as any[])
        .filter(
          (port) =>
            !selects(manifests, service.spec.selector).some((d) =>
              d.spec.template.spec.containers.some((c: any) => portNamed(c, port.targetPort)),
            ),
        )
        .map((port) => `Service ${service.metadata.name}: targetPort ${port.targetPort} is no port of its pods`),
    ),
  'probe-port': (manifests) =>
    ofKind(manifests, 'Deployment').flatMap((deployment) =>
      (deployment.spec.template.spec.containers as any[]).flatMap((container) =>
        probePorts(container)
          .filter(([, port]) => !portNamed(container, port))
          .map(
            ([probe, port]) =>
              `Deployment ${deployment.metadata.name}: ${probe} asks port ${port}, not one of ${container.name}'s`,
          ),
      ),
    ),
  'dangling-pdb': (manifests) =>
    ofKind(manifests, 'PodDisruptionBudget')
      .filter((budget) => selects(manifests, budget.spec.selector?.matchLabels).length === 0)
      .map((budget) => `PodDisruptionBudget ${budget.metadata.name}: selects no Deployment's pods`),
  'pdb-max-unavailable': (manifests) =>
    ofKind(manifests, 'PodDisruptionBudget')
      .filter((budget) => budget.spec.maxUnavailable === 0 || budget.spec.maxUnavailable === '0%')
      .map((budget) => `PodDisruptionBudget ${budget.metadata.name}: maxUnavailable 0 blocks every node drain`),
  'pdb-unhealthy-pod-eviction-policy': (manifests) =>
    ofKind(manifests, 'PodDisruptionBudget')
      .filter((budget) => budget.spec.unhealthyPodEvictionPolicy !== 'AlwaysAllow')
      .map((budget) => `PodDisruptionBudget ${budget.metadata.name}: unhealthyPodEvictionPolicy is not AlwaysAllow`),
  'dangling-horizontalpodautoscaler': (manifests) =>
    ofKind(manifests, 'HorizontalPodAutoscaler')
      .filter(
        ({ spec }) =>
          !manifests.some((m) => m.kind === spec.scaleTargetRef.kind && m.metadata.name === spec.scaleTargetRef.name),
      )
      .map(
        (hpa) =>
          `HorizontalPodAutoscaler ${hpa.metadata.name}: targets no ${hpa.spec.scaleTargetRef.kind} ${hpa.spec.scaleTargetRef.name}`,
      ),
  'configmap-reference': (manifests) =>
    ofKind(manifests, 'Deployment').flatMap((deployment) => {
      const spec = deployment.spec.template.spec;
      const names = [
        ...spec.containers.flatMap((c: any) => (c.envFrom ?? []).map((s: any) => s.configMapRef?.name)),
        ...(spec.volumes ?? []).map((v: any) => v.configMap?.name),
      ].filter(Boolean);
      return names
        .filter((name: string) => !manifests.some((m) => m.kind === 'ConfigMap' && m.metadata.name === name))
        .map((name: string) => `Deployment ${deployment.metadata.name}: ConfigMap ${name} is not in the manifests`);
    }),
};
