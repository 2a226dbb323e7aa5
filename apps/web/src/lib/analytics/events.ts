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
