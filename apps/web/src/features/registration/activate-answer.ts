/** The activation page's action name (`activate-action.server.ts`). */
export const activateIntent = 'activate-account';

export type ActivationOutcome = { activated: true } | { failed: 'invalid-link' | 'failed'; next: string };
