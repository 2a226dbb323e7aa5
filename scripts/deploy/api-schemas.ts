import { validate as configMap } from 'kubernetes-models/_schemas/IoK8sApiCoreV1ConfigMap';
import { validate as service } from 'kubernetes-models/_schemas/IoK8sApiCoreV1Service';
import { validate as deployment } from 'kubernetes-models/_schemas/IoK8sApiAppsV1Deployment';
import { validate as autoscaler } from 'kubernetes-models/_schemas/IoK8sApiAutoscalingV2HorizontalPodAutoscaler';
import { validate as disruptionBudget } from 'kubernetes-models/_schemas/IoK8sApiPolicyV1PodDisruptionBudget';
import type { Manifest } from './kustomize';

// Every manifest against the Kubernetes API's own schemas (kubernetes-models: the OpenAPI
// definitions compiled to validators), with no cluster. The schemas allow fields they do not
// define, which the API server would drop without a word (`readinesProbe`: no probe at all), so a
// field is also refused when the validator never looked at it: kubeconform's --strict.

interface SchemaError {
  instancePath: string;
  keyword: string; // the schema's rule that failed: type, required, enum, ...
  params: Record<string, unknown>;
}
type Validate = ((data: unknown) => boolean) & { errors?: SchemaError[] | null };
const schemas: Record<string, Validate> = {
  'v1/ConfigMap': configMap,
  'v1/Service': service,
  'apps/v1/Deployment': deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': autoscaler,
  'policy/v1/PodDisruptionBudget': disruptionBudget,
};

interface Watched {
  path: string;
  value: object;
  read: Set<string>;
}

/** A copy of `value` whose objects note each key read from them into `seen`. */
function watched(value: unknown, path: string, seen: Watched[]): unknown {
  if (value === null || typeof value !== 'object') return value;
  const read = new Set<string>();
  seen.push({ path, value, read });
  const copy = Array.isArray(value)
    ? value.map((item, index) => watched(item, `${path}/${index}`, seen))
    : Object.fromEntries(Object.entries(value).map(([key, item]) => [key, watched(item, `${path}/${key}`, seen)]));
  return new Proxy(copy, {
    get(target, key, receiver) {
      if (typeof key === 'string') read.add(key);
      return Reflect.get(target, key, receiver);
    },
  });
}

/** What is wrong with `manifest` by the API's schema: a line each, none when it is valid. */
export function schemaProblems(manifest: Manifest): string[] {
  const name = `${manifest.kind} ${manifest.metadata?.name}`;
  const validate = schemas[`${manifest.apiVersion}/${manifest.kind}`];
  if (!validate)
    return [`${name}: no schema for ${manifest.apiVersion} ${manifest.kind} here (scripts/deploy/api-schemas.ts)`];
  const seen: Watched[] = [];
  if (!validate(watched(manifest, '', seen))) {
    return (validate.errors ?? []).map(
      ({ instancePath, keyword, params }) =>
        `${name}: ${instancePath || '/'} fails ${keyword} ${JSON.stringify(params)}`,
    );
  }
  const unknown = seen.flatMap(({ path, value, read }) =>
    Array.isArray(value) ? [] : Object.keys(value).flatMap((key) => (read.has(key) ? [] : [`${path}/${key}`])),
  );
  // What lies inside an unknown field was never looked at either: the field is the finding.
  return unknown
    .filter((path) => !unknown.some((outer) => path.startsWith(`${outer}/`)))
    .map((path) => `${name}: ${path} is no field of the API`);
}
