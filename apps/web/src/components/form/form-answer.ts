import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * What a form's action answers when the form stays on its page, in remix-hook-form's shape: the
 * values as they were sent (`defaultValues`: a form posted without scripts shows them again, and
 * nothing typed is lost), the rejected fields (react-hook-form's errors, each message a code the
 * form translates, from the form's schema or the backend), the failure no field is to blame for,
 * or what the form shows of an outcome.
 */
export interface FormAnswer<Outcome = unknown> {
  defaultValues: Record<string, unknown>;
  errors?: FieldErrors<FieldValues>;
  problem?: 'network' | 'generic' | string;
  outcome?: Outcome;
}
