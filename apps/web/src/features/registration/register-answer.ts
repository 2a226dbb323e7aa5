import type { EmailStepValues } from './form/form-schema';

/** The registration forms' fetcher (landing page, form started, social second step). */
export const registerFetcherKey = 'register';

/** What the registration action tells the form besides its values. */
export interface RegisterOutcome {
  /** Lean step 1 checked without scripts: step 2 comes next. */
  step?: 'details';
  /** That step 1's values as its schema took them, for the tab to keep once the scripts are there. */
  firstStep?: EmailStepValues;
  registered?: string;
  registrationId?: string | null;
  /** The page that follows the registration. */
  next?: string;
}
