/** The tracked events of docs/product.md §9 and §8 (errors). */
export type AnalyticsEventName =
  | 'successful_user_registration'
  | 'subscribe_newsletter'
  | 'join_waitlist'
  | 'landing_form_registration'
  | 'landing_registration_step2'
  | 'submit_code_registration'
  | 'submit_email'
  | 'registration_country_changed'
  | 'error_registration_code_no_balance'
  | 'error_registration_code_expired'
  | 'error_registration_timestamp_missing'
  | 'error_registration_account_active'
  | 'error_registration_account_pending'
  | 'error_registration_activation_failed'
  | 'error_registration_activation_not_found'
  /** docs/product.md §3: an experiment assigned the visitor a variation. */
  | 'assign_experiment';

/**
 * What a caller may attach to an event. `email` and `registrationId` never reach the data
 * layer as given: the analytics module replaces them by their SHA-256 hex.
 */
export interface AnalyticsEventDetails {
  email?: string;
  registrationId?: string;
  [param: string]: string | number | boolean | undefined;
}

/**
 * An event a form's outcome is tracked as: by the page when the router sent the form, or carried
 * by the server to the next page when the browser posted it itself (`carried-events.ts`). One
 * builder per outcome serves both, so both send the same name and payload.
 */
export interface TrackedEvent {
  event: AnalyticsEventName;
  details?: AnalyticsEventDetails;
}
