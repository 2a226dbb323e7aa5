import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { configMapHash } from './kustomize-hash';
import { strategicMerge } from './strategic-merge';

// A renderer for the part of Kustomize that deploy/ uses, so that `pnpm test` checks what
// `kubectl apply -k` would create on any machine, with no kubectl: resources (files and other
// kustomizations), namespace, images, strategic-merge patches from files, and ConfigMap generators
// (envs, files, literals; create or merge) with kustomize's hashed names and the references to
// them rewritten. Any other field is refused. Where kubectl is installed, kustomize.test.ts
// compares the two.

/* eslint-disable @typescript-eslint/no-explicit-any -- objects of many kinds, checked by api-schemas.ts */
export type Manifest = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; [key: string]: any };
  [key: string]: any;
};
/* eslint-enable @typescript-eslint/no-explicit-any */
interface Generator {
  name: string;
  behavior?: 'create' | 'merge';
  envs?: string[];
  files?: string[];
  literals?: string[];
}
interface Kustomization {
  resources?: string[];
  namespace?: string;
  images?: { name: string; newName?: string; newTag?: string }[];
  patches?: { path: string }[];
  configMapGenerator?: Generator[];
}
interface Generated {
  manifest: Manifest;
  generated: boolean;
}
const known = ['apiVersion', 'kind', 'resources', 'namespace', 'images', 'patches', 'configMapGenerator'];

export function readManifests(file: string): Manifest[] {
  return parseAllDocuments(readFileSync(file, 'utf8'))
    .map((document) => document.toJS() as Manifest | null)
    .filter((manifest): manifest is Manifest => manifest !== null);
}

/** The env file's variables as kustomize reads them: `KEY=value` lines; blank lines and `#` comments skipped. */
export function readEnvFile(file: string): Record<string, string> {
  const lines = readFileSync(file, 'utf8').split('\n');
  const pairs = lines.filter((line) => line.trim() && !line.trimStart().startsWith('#'));
  return Object.fromEntries(
    pairs.map((line) => [line.slice(0, line.indexOf('=')).trim(), line.slice(line.indexOf('=') + 1)]),
  );
}

function generatorData(dir: string, generator: Generator): Record<string, string> {
  const data: Record<string, string> = {};
  for (const env of generator.envs ?? []) Object.assign(data, readEnvFile(path.join(dir, env)));
  for (const file of generator.files ?? []) data[path.basename(file)] = readFileSync(path.join(dir, file), 'utf8');
  for (const literal of generator.literals ?? [])
    data[literal.slice(0, literal.indexOf('='))] = literal.slice(literal.indexOf('=') + 1);
  return data;
}

function load(dir: string): Generated[] {
  const file = path.join(dir, 'kustomization.yaml');
  if (!existsSync(file)) throw new Error(`${dir} has no kustomization.yaml`);
  const kustomization = (readManifests(file)[0] ?? {}) as Kustomization;
  const unknown = Object.keys(kustomization).filter((key) => !known.includes(key));
  if (unknown.length) throw new Error(`${file}: ${unknown.join(', ')} not supported by scripts/deploy/kustomize.ts`);
  const items: Generated[] = [];
  for (const resource of kustomization.resources ?? []) {
    const at = path.join(dir, resource);
    if (statSync(at).isDirectory()) items.push(...load(at));
    else items.push(...readManifests(at).map((manifest) => ({ manifest, generated: false })));
  }
  const find = (kind: string, name: string) =>
    items.find(({ manifest }) => manifest.kind === kind && manifest.metadata.name === name);
  for (const generator of kustomization.configMapGenerator ?? []) {
    const data = generatorData(dir, generator);
    const existing = find('ConfigMap', generator.name);
    if (generator.behavior === 'merge') {
      if (!existing?.generated) throw new Error(`${file}: no generated ConfigMap ${generator.name} to merge into`);
      existing.manifest.data = { ...existing.manifest.data, ...data };
    } else {
      if (existing) throw new Error(`${file}: ConfigMap ${generator.name} exists already`);
      const manifest = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: generator.name }, data };
      items.push({ manifest, generated: true });
    }
  }
  for (const patch of kustomization.patches ?? []) {
    for (const change of readManifests(path.join(dir, patch.path))) {
      const target = find(change.kind, change.metadata.name);
      if (!target) throw new Error(`${patch.path}: no ${change.kind} ${change.metadata.name} to patch`);
      target.manifest = strategicMerge(target.manifest, change) as Manifest;
    }
  }
  for (const image of kustomization.images ?? []) setImage(items, image);
  if (kustomization.namespace) for (const { manifest } of items) manifest.metadata.namespace = kustomization.namespace;
  return items;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- containers as the YAML has them
function containersOf(manifest: Manifest): any[] {
  const spec = manifest.spec?.template?.spec;
  return spec ? [...(spec.initContainers ?? []), ...spec.containers] : [];
}

function setImage(items: Generated[], { name, newName, newTag }: NonNullable<Kustomization['images']>[number]) {
  for (const container of items.flatMap(({ manifest }) => containersOf(manifest))) {
    const [image, tag] = container.image.split(':');
    if (image === name) container.image = `${newName ?? image}:${newTag ?? tag}`;
  }
}

/** The names a pod template gives ConfigMaps, each passed to `rename`. */
function renameConfigMapReferences(manifest: Manifest, rename: (name: string) => string) {
  const spec = manifest.spec?.template?.spec;
  if (!spec) return;
  for (const container of containersOf(manifest)) {
    for (const source of container.envFrom ?? [])
      if (source.configMapRef) source.configMapRef.name = rename(source.configMapRef.name);
    for (const variable of container.env ?? []) {
      const reference = variable.valueFrom?.configMapKeyRef;
      if (reference) reference.name = rename(reference.name);
    }
  }
  for (const volume of spec.volumes ?? []) if (volume.configMap) volume.configMap.name = rename(volume.configMap.name);
}

/** The manifests `kubectl kustomize <dir>` prints, as objects (in no particular order). */
export function kustomize(dir: string): Manifest[] {
  const items = load(dir);
  const names = new Map<string, string>();
  for (const { manifest, generated } of items) {
    if (!generated) continue;
    const hashed = `${manifest.metadata.name}-${configMapHash(manifest.data)}`;
    names.set(manifest.metadata.name, hashed);
    manifest.metadata.name = hashed;
  }
  for (const { manifest } of items) renameConfigMapReferences(manifest, (name) => names.get(name) ?? name);
  return items.map(({ manifest }) => manifest);
}
