import type { CountryCode, RegistrationCodeDetailsQuery } from '@acq/graphql';

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
