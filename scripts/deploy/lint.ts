import type { Manifest } from './kustomize';
import { podRules } from './pod-rules';
import { referenceRules } from './reference-rules';
import { serverRules } from './server-rules';

// Every rule on a set of manifests (an overlay's output): kube-linter's defaults and the server's own.
export const rules = { ...podRules, ...referenceRules, ...serverRules };

export function lintProblems(manifests: Manifest[]): string[] {
  return Object.entries(rules).flatMap(([name, rule]) => rule(manifests).map((problem) => `${name}: ${problem}`));
}
