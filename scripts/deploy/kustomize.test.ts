import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, test } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { configMapHash } from './kustomize-hash';
import { kustomize, type Manifest } from './kustomize';
import { strategicMerge, type Json } from './strategic-merge';

const key = (manifest: Manifest) => `${manifest.kind}/${manifest.metadata.name}`;
const hasKubectl = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' }).status === 0;

test("a generated ConfigMap's name suffix is kustomize's", () => {
  // `kubectl kustomize` of a configMapGenerator with the literal a=b names it x-4h2mbtbbt6.
  expect(configMapHash({ a: 'b' })).toBe('4h2mbtbbt6');
  expect(configMapHash({ a: 'c' })).not.toBe('4h2mbtbbt6');
});

test('a patch merges named list items by name and replaces the rest', () => {
  const target: Json = { spec: { containers: [{ name: 'a', image: 'x:1', args: ['1'] }, { name: 'b' }], replicas: 3 } };
  const patch: Json = { spec: { containers: [{ name: 'a', args: ['2'] }], replicas: 1 } };
  expect(strategicMerge(target, patch)).toEqual({
    spec: { containers: [{ name: 'a', image: 'x:1', args: ['2'] }, { name: 'b' }], replicas: 1 },
  });
});

test('a field of Kustomize that the renderer does not do is refused, not ignored', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'acq-kustomize-'));
  writeFileSync(path.join(dir, 'kustomization.yaml'), 'namePrefix: staging-\nresources: []\n');
  expect(() => kustomize(dir)).toThrow(/namePrefix not supported/);
});

describe.skipIf(!hasKubectl)('the same objects as kubectl kustomize', () => {
  test.each(['deploy/base', 'deploy/overlays/production', 'deploy/overlays/dev'])('%s', (overlay) => {
    const printed = execFileSync('kubectl', ['kustomize', overlay], { encoding: 'utf8', maxBuffer: 64 * 2 ** 20 });
    const theirs = parseAllDocuments(printed).map((document) => document.toJS() as Manifest);
    const ours = kustomize(overlay);
    expect(ours.map(key).sort()).toEqual(theirs.map(key).sort());
    const differing = theirs.filter(
      (manifest) =>
        !isDeepStrictEqual(
          manifest,
          ours.find((m) => key(m) === key(manifest)),
        ),
    );
    expect(differing.map(key)).toEqual([]);
  });
});
