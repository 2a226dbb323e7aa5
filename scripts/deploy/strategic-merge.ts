// The part of Kubernetes' strategic merge patch the overlays use (deploy/overlays/*): maps merge
// key by key, a list of named items (containers, env, volumes) merges item by item by `name`, any
// other list and any scalar is replaced. Directives (`$patch`, `$retainKeys`, ...) are refused
// rather than half-done; scripts/deploy/kustomize.test.ts holds the result to kubectl's.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonMap = { [key: string]: Json };

const isMap = (value: Json | undefined): value is JsonMap =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const isNamedList = (value: Json[]) => value.length > 0 && value.every((item) => isMap(item) && 'name' in item);

export function strategicMerge(target: Json, patch: Json): Json {
  if (isMap(patch) && isMap(target)) {
    const merged: JsonMap = { ...target };
    for (const [key, value] of Object.entries(patch)) {
      if (key.startsWith('$')) throw new Error(`strategic-merge directive ${key} is not supported here`);
      if (value === null) delete merged[key];
      else merged[key] = key in target ? strategicMerge(target[key] as Json, value) : value;
    }
    return merged;
  }
  if (Array.isArray(patch) && Array.isArray(target) && isNamedList(patch) && isNamedList(target)) {
    const merged = [...target];
    for (const item of patch as JsonMap[]) {
      const at = merged.findIndex((existing) => (existing as JsonMap).name === item.name);
      if (at === -1) merged.push(item);
      else merged[at] = strategicMerge(merged[at] as Json, item);
    }
    return merged;
  }
  return patch;
}
