// A page's first-load JavaScript from a Vite client build's manifest.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

export function readBuild(dist) {
  return { dist, manifest: JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) };
}

export function sizeOf(dist, file) {
  const bytes = readFileSync(path.join(dist, file));
  return { raw: bytes.length, gzip: gzipSync(bytes).length };
}

/** A manifest entry's file and its static imports, recursively (dynamic imports load later). */
function staticChunks(manifest, key, seen) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build's manifest`);
  if (seen.has(chunk.file)) return;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticChunks(manifest, imported, seen);
}

/**
 * The client entry (the app's own or React Router's default) and the given modules, with their
 * static imports. Route modules are in the manifest as `<file>?__react-router-build-client-route`.
 */
export function firstLoad({ dist, manifest }, modules) {
  const keyOf = (file) =>
    Object.keys(manifest).find((key) => key === file || key === `${file}?__react-router-build-client-route`) ?? file;
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry && manifest[key].name === 'entry.client');
  const files = new Set();
  for (const key of [entry, ...modules.map(keyOf)]) staticChunks(manifest, key, files);
  const sizes = [...files].map((file) => sizeOf(dist, file));
  return {
    raw: sizes.reduce((sum, size) => sum + size.raw, 0),
    gzip: sizes.reduce((sum, size) => sum + size.gzip, 0),
    chunks: files.size,
  };
}
