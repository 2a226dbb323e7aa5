import { expect, test } from 'vitest';
import { schemaProblems } from './api-schemas';
import { kustomize, type Manifest } from './kustomize';
import { lintProblems } from './lint';

// Each rule and the schema check can fail: production's manifests, broken one way each, must be caught.
const production = () => kustomize('deploy/overlays/production');
/* eslint-disable @typescript-eslint/no-explicit-any -- reaching into manifests to break them */
const named = (manifests: Manifest[], kind: string, name: string): any =>
  manifests.find((m) => m.kind === kind && m.metadata.name === name);
const web = (manifests: Manifest[]) => named(manifests, 'Deployment', 'acquisition-web');
const webContainer = (manifests: Manifest[]) => web(manifests).spec.template.spec.containers[0];
const edgeContainer = (manifests: Manifest[]) =>
  named(manifests, 'Deployment', 'acquisition-edge').spec.template.spec.containers[0];
const env = (manifests: Manifest[], name: string) => webContainer(manifests).env.find((v: any) => v.name === name);

const breakages: [string, (manifests: Manifest[]) => void][] = [
  ['latest-tag', (m) => (webContainer(m).image = 'acquisition-web:latest')],
  ['latest-tag', (m) => (edgeContainer(m).image = 'nginx')],
  ['run-as-non-root', (m) => delete web(m).spec.template.spec.securityContext.runAsNonRoot],
  ['no-read-only-root-fs', (m) => (edgeContainer(m).securityContext.readOnlyRootFilesystem = false)],
  ['privilege-escalation-container', (m) => delete webContainer(m).securityContext.allowPrivilegeEscalation],
  ['privileged-container', (m) => (webContainer(m).securityContext.privileged = true)],
  ['drop-net-raw-capability', (m) => (webContainer(m).securityContext.capabilities.drop = ['MKNOD'])],
  ['unset-cpu-requirements', (m) => delete webContainer(m).resources.limits.cpu],
  ['unset-memory-requirements', (m) => delete edgeContainer(m).resources.requests.memory],
  ['no-liveness-probe', (m) => delete webContainer(m).livenessProbe],
  ['no-readiness-probe', (m) => delete edgeContainer(m).readinessProbe],
  [
    'env-var-secret',
    (m) => {
      env(m, 'ACQ_COOKIE_SECRET').value = 'plain';
      delete env(m, 'ACQ_COOKIE_SECRET').valueFrom;
    },
  ],
  ['host-namespaces', (m) => (web(m).spec.template.spec.hostNetwork = true)],
  ['sensitive-host-mounts', (m) => web(m).spec.template.spec.volumes.push({ name: 'etc', hostPath: { path: '/etc' } })],
  ['mismatching-selector', (m) => (web(m).spec.selector.matchLabels['app.kubernetes.io/name'] = 'other')],
  ['no-anti-affinity', (m) => delete web(m).spec.template.spec.affinity],
  ['no-rolling-update-strategy', (m) => (web(m).spec.strategy.rollingUpdate.maxUnavailable = 1)],
  ['dangling-service', (m) => (named(m, 'Service', 'acquisition-web').spec.selector = { app: 'gone' })],
  ['invalid-target-ports', (m) => (named(m, 'Service', 'acquisition-edge').spec.ports[0].targetPort = 'tls')],
  ['probe-port', (m) => (webContainer(m).livenessProbe.httpGet.port = 8080)],
  [
    'dangling-pdb',
    (m) => (named(m, 'PodDisruptionBudget', 'acquisition-web').spec.selector.matchLabels = { app: 'web' }),
  ],
  ['pdb-max-unavailable', (m) => (named(m, 'PodDisruptionBudget', 'acquisition-edge').spec.maxUnavailable = 0)],
  [
    'pdb-unhealthy-pod-eviction-policy',
    (m) => delete named(m, 'PodDisruptionBudget', 'acquisition-web').spec.unhealthyPodEvictionPolicy,
  ],
  [
    'dangling-horizontalpodautoscaler',
    (m) => (named(m, 'HorizontalPodAutoscaler', 'acquisition-web').spec.scaleTargetRef.name = 'web'),
  ],
  ['configmap-reference', (m) => (webContainer(m).envFrom[0].configMapRef.name = 'acquisition-web-settings')],
  ['shutdown-within-grace', (m) => (web(m).spec.template.spec.terminationGracePeriodSeconds = 15)],
  ['liveness-outlasts-shutdown', (m) => (webContainer(m).livenessProbe.failureThreshold = 1)],
  ['readiness-within-drain', (m) => (webContainer(m).readinessProbe.periodSeconds = 10)],
  ['probes-ask-the-server-port', (m) => (env(m, 'WEB_PORT').value = '8080')],
  ['heap-within-memory-limit', (m) => (env(m, 'NODE_OPTIONS').value = '--max-old-space-size=400')],
  [
    'settings-complete',
    (m) => delete named(m, 'ConfigMap', webContainer(m).envFrom[0].configMapRef.name).data.ACQ_LOGIN_URL,
  ],
];

test.each(breakages)('%s catches its breakage', (rule, breakIt) => {
  const manifests = production();
  expect(lintProblems(manifests)).toEqual([]);
  breakIt(manifests);
  expect(lintProblems(manifests).filter((problem) => problem.startsWith(`${rule}:`))).not.toEqual([]);
});

test('the schema check refuses a wrong type, a field the API does not have and an unknown kind', () => {
  const manifests = production();
  web(manifests).spec.replicas = 'three';
  expect(schemaProblems(web(manifests))).toEqual([
    'Deployment acquisition-web: /spec/replicas fails type {"type":"integer"}',
  ]);
  web(manifests).spec.replicas = 3;
  webContainer(manifests).readinesProbe = webContainer(manifests).readinessProbe;
  expect(schemaProblems(web(manifests))).toEqual([
    'Deployment acquisition-web: /spec/template/spec/containers/0/readinesProbe is no field of the API',
  ]);
  expect(schemaProblems({ apiVersion: 'v1', kind: 'Pod', metadata: { name: 'p' } })[0]).toMatch(/no schema for v1 Pod/);
});
