/**
 * What a route action answers a form that did not lead to another page: the form's values as
 * sent (a form posted without scripts renders them again, nothing typed is lost), the rejected
 * fields with their codes (from the form's schema or the backend), or the failure no field is to
 * blame for. `intent` names the form, for pages with more than one.
 */
export interface FormAnswer<Extra = unknown> {
  intent: string;
  values: Record<string, string | string[]>;
  fieldErrors?: Record<string, string>;
  problem?: 'network' | 'generic' | string;
  /** What the form shows of a success that stays on the page (the waiting list's outcome). */
  outcome?: Extra;
}

/** The hidden field that names the form a submission comes from. */
export const intentField = 'intent';

/**
 * Sent by a post through the router (after hydration): an action may then answer with where to
 * go next instead of redirecting, so that the page can act on the outcome first (analytics).
 */
export const scriptedField = 'scripted';
