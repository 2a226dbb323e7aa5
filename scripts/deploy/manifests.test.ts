import { describe, expect, test } from 'vitest';
import { schemaProblems } from './api-schemas';
import { kustomize } from './kustomize';
import { lintProblems, rules } from './lint';

// Every overlay as `kubectl apply -k` would send it: valid against the Kubernetes API's schemas and
// clean under kube-linter's default rules and the web server's own (scripts/deploy/lint.ts).
const overlays = ['deploy/base', 'deploy/overlays/production', 'deploy/overlays/dev'];

describe.each(overlays)('%s', (overlay) => {
  const manifests = kustomize(overlay);

  test('every object is valid against the API schemas', () => {
    expect(manifests.flatMap(schemaProblems)).toEqual([]);
  });

  test('every rule is clean', () => {
    expect(lintProblems(manifests)).toEqual([]);
    const kinds = manifests.map(({ kind, metadata }) => `${kind} ${metadata.name}`).sort();
    console.log(
      `${overlay}: ${manifests.length} objects valid against the API's schemas, ${Object.keys(rules).length} rules clean:\n  ${kinds.join('\n  ')}`,
    );
  });
});

test('production runs no mock backend; the dev overlay does', () => {
  const names = (overlay: string) => kustomize(overlay).map((manifest) => manifest.metadata.name);
  expect(names('deploy/overlays/production').filter((name) => name.includes('mock'))).toEqual([]);
  expect(names('deploy/overlays/dev')).toContain('acquisition-mock');
});

test('production names its image by a fixed tag and keeps at least 3 web servers', () => {
  const manifests = kustomize('deploy/overlays/production');
  const web = manifests.find((m) => m.kind === 'Deployment' && m.metadata.name === 'acquisition-web')!;
  expect(web.spec.template.spec.containers[0].image).toMatch(/^registry\.example\.com\/acquisition-web:[0-9a-f]{12}$/);
  expect(web.spec.replicas).toBeGreaterThanOrEqual(3);
  expect(manifests.find((m) => m.kind === 'HorizontalPodAutoscaler')!.spec.minReplicas).toBeGreaterThanOrEqual(3);
  expect(manifests.every((m) => m.metadata.namespace === 'acquisition')).toBe(true);
});

test('no Secret and no secret value is in the repository: the web server reads them by reference', () => {
  const manifests = kustomize('deploy/overlays/production');
  expect(manifests.filter((m) => m.kind === 'Secret')).toEqual([]);
  const web = manifests.find((m) => m.metadata.name === 'acquisition-web' && m.kind === 'Deployment')!;
  const secret = web.spec.template.spec.containers[0].env.find((v: { name: string }) => v.name === 'ACQ_COOKIE_SECRET');
  expect(secret).toEqual({
    name: 'ACQ_COOKIE_SECRET',
    valueFrom: { secretKeyRef: { name: 'acquisition-web', key: 'cookie-secret' } },
  });
});
