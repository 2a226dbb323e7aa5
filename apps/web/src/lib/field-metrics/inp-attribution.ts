import type { INPAttribution } from 'web-vitals/attribution';

// What a visit's INP is attributed to, in labels of few, fixed values: the server counts them in
// /metrics (server/inp-attribution.ts, which takes these lists and makes anything else `other`), so
// no selector, id, text or address may reach it.

/**
 * Form fields named by their `name`: every field of the app's forms (server/inp-attribution.test.ts
 * holds this list to their schemas) and the language select.
 */
export const knownFieldNames: readonly string[] = [
  'rc',
  'registrationCode',
  'gender',
  'firstName',
  'lastName',
  'email',
  'country',
  'newsletter',
  'termsAndConditionsAccepted',
  'shoppingPreferences',
  'lang',
];
/** Any other element by its kind; `unknown` when the browser no longer knew the element. */
const elementKinds: readonly string[] = ['button', 'a', 'input', 'select', 'textarea', 'label', 'other'];
export const interactionTargets: readonly string[] = [...knownFieldNames, ...elementKinds, 'unknown'];
export const interactionTypes: readonly string[] = [
  'pointer',
  'keyboard',
] satisfies INPAttribution['interactionType'][];
export const interactionPhases = ['input-delay', 'processing', 'presentation'] as const;
export type InteractionPhase = (typeof interactionPhases)[number];

/** What a beacon's INP carries besides its value. */
export interface InpAttributionLabels {
  target: string;
  interaction: string;
  phase: InteractionPhase;
}

const kindOf = (element: Element) => (elementKinds.includes(element.localName) ? element.localName : 'other');

/**
 * The label of an interaction's target (web-vitals' `generateTarget`): a known form field's name, a
 * click on its label included, else the kind of element it was in (a click on a button's text is the
 * button's).
 */
export function interactionTargetLabel(node: Node | null): string {
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  if (!element) return 'unknown';
  const label = element.closest('label');
  const field = label?.control ?? element.closest('input, select, textarea');
  if (field) {
    const name = field.getAttribute('name') ?? '';
    return knownFieldNames.includes(name) ? name : kindOf(field);
  }
  if (label) return 'label';
  if (element.closest('button, [role="button"]')) return 'button';
  if (element.closest('a')) return 'a';
  return 'other';
}

/**
 * The phase of the interaction that took longest: the main thread busy before the handlers ran
 * (input delay), the handlers themselves (processing), or the rendering after them (presentation).
 */
export function dominantPhase({
  inputDelay,
  processingDuration,
  presentationDelay,
}: Pick<INPAttribution, 'inputDelay' | 'processingDuration' | 'presentationDelay'>): InteractionPhase {
  const phases = [
    ['input-delay', inputDelay],
    ['processing', processingDuration],
    ['presentation', presentationDelay],
  ] as const;
  return phases.reduce((longest, phase) => (phase[1] > longest[1] ? phase : longest))[0];
}

/**
 * The labels of web-vitals' attribution. Its target is ours (`interactionTargetLabel`) unless the
 * element had left the page and the browser gave a selector instead, or nothing.
 */
export function inpAttributionLabels(attribution: INPAttribution): InpAttributionLabels {
  const target = attribution.interactionTarget as string | undefined;
  return {
    target: !target ? 'unknown' : interactionTargets.includes(target) ? target : 'other',
    interaction: attribution.interactionType,
    phase: dominantPhase(attribution),
  };
}
