import { CreateRegistrationLinkInputSchema } from '@acq/graphql/zod';
import type { MutationResolvers } from '@acq/graphql/resolvers';
import { registrationCodeErrors } from '../registration-codes';
import type { ScenarioStore } from '../store';
import { inputErrors } from '../validation';

/** docs/product.md §9: a generated registration link is valid for 14 days. */
export const registrationLinkValidityMs = 14 * 24 * 60 * 60 * 1000;

export function createRegistrationLink(
  store: ScenarioStore,
  isAllowedOrigin: (origin: string) => boolean,
): MutationResolvers['createRegistrationLink'] {
  return (_parent, { input }, { bearerToken }) => {
    const none = { link: null, registrationCodeErrors: [] };
    if (!bearerToken || !store.admins.has(bearerToken)) return { ...none, outcome: 'NOT_AUTHORIZED', errors: [] };
    const errors = inputErrors(CreateRegistrationLinkInputSchema, input);
    if (errors.length > 0) return { ...none, outcome: null, errors };
    const url = new URL(input.landingPageUrl);
    if (!isAllowedOrigin(url.origin)) {
      return { ...none, outcome: null, errors: [{ field: 'landingPageUrl', code: 'INVALID_VALUE' }] };
    }
    // The link gets a timestamp of its own, so a code that needs one is fine here.
    const codeErrors = registrationCodeErrors(store, input.registrationCode, null).filter(
      (error) => error !== 'REGISTRATION_TIMESTAMP_MISSING',
    );
    if (codeErrors.length > 0) {
      return { ...none, outcome: 'REGISTRATION_CODE_REJECTED', registrationCodeErrors: codeErrors, errors: [] };
    }
    const validityTimestamp = new Date(Date.now() + registrationLinkValidityMs).toISOString();
    url.searchParams.set('rc', input.registrationCode);
    url.searchParams.set('validityTimestamp', validityTimestamp);
    return {
      outcome: 'CREATED',
      link: { url: url.href, registrationCode: input.registrationCode, validityTimestamp },
      registrationCodeErrors: [],
      errors: [],
    };
  };
}
