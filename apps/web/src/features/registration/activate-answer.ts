/** The activation page's action name (`activate-action.server.ts`). */

export type ActivationOutcome = { activated: true } | { failed: 'invalid-link' | 'failed'; next: string };
