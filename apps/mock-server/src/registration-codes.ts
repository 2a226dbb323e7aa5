import type { RegistrationCodeDetails, RegistrationCodeError } from '@acq/graphql/resolvers';
import { communityCountries } from './seed';
import type { ScenarioStore } from './store';

/** The problems of a registration code, as registrationCodeDetails and the mutations see them. */
export function registrationCodeErrors(
  store: ScenarioStore,
  registrationCode: string,
  validityTimestamp: string | null | undefined,
  now = new Date(),
): RegistrationCodeError[] {
  const code = store.codes.get(registrationCode.trim());
  if (!code) return ['REGISTRATION_CODE_INVALID'];
  const errors = [...code.errors];
  if (validityTimestamp) {
    const expiresAt = Date.parse(validityTimestamp);
    // A timestamp that is not a date cannot prove the link still valid.
    if (Number.isNaN(expiresAt) || expiresAt <= now.getTime()) errors.push('REGISTRATION_LINK_EXPIRED');
  } else if (code.requiresValidityTimestamp) {
    errors.push('REGISTRATION_TIMESTAMP_MISSING');
  }
  return errors;
}

export function registrationCodeDetails(
  store: ScenarioStore,
  registrationCode: string,
  validityTimestamp: string | null | undefined,
): RegistrationCodeDetails {
  const errors = registrationCodeErrors(store, registrationCode, validityTimestamp);
  const usable = errors.length === 0;
  return {
    errors,
    errorDetails: errors.map((error) => ({ error })),
    invitorName: store.codes.get(registrationCode.trim())?.inviterName ?? null,
    countryOptions: usable
      ? communityCountries.map((isoCode) => ({
          isoCode,
          termsPkString: `terms-${isoCode.toLowerCase()}`,
          dataPolicyPkString: `data-policy-${isoCode.toLowerCase()}`,
        }))
      : [],
  };
}
