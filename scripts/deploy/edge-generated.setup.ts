import { generatedDir, writeClusterEdge } from './edge-config';

// The edge's files that deploy/base/kustomization.yaml reads are rendered, not kept in git
// (`pnpm deploy:edge`): the repository's tests render them once before any test reads them.
export default async function setup() {
  await writeClusterEdge(generatedDir);
}
