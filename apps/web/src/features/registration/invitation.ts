import type { CountryCode, InputErrorCode, RegistrationCodeDetailsQuery } from '@acq/graphql';

type CountryOption = RegistrationCodeDetailsQuery['registrationCodeDetails']['countryOptions'][number];

/** A checked, usable invitation: what the registration form needs of it. */
export interface Invitation {
  code: string;
  validityTimestamp: string | null;
  inviter: string | null;
  countryOptions: readonly Omit<CountryOption, '__typename'>[];
  /** The visitor typed the code into the code-entry form (rather than following a link). */
  enteredByHand: boolean;
}

export const offeredCountries = (invitation: Invitation | null, fallback: readonly CountryCode[]) =>
  invitation ? invitation.countryOptions.map((option) => option.isoCode) : fallback;

/** The backend's answer to the check of a code (`invitation-check.server.ts`), in the page data. */
export type InvitationAnswer = { code: string; validityTimestamp: string | null } & (
  | { details: RegistrationCodeDetailsQuery['registrationCodeDetails']; failure?: undefined; rejected?: undefined }
  | { details?: undefined; failure: 'network' | 'generic'; rejected?: undefined }
  /** A code the form's own rules refuse (sent without scripts): the backend is not asked. */
  | { details?: undefined; failure?: undefined; rejected: InputErrorCode }
);
