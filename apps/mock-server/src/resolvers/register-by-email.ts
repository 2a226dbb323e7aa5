import type { RegisterByEmailInput } from '@acq/graphql';
import { RegisterByEmailInputSchema } from '@acq/graphql/zod';
import type { MutationResolvers } from '@acq/graphql/resolvers';
import { registrationCodeErrors } from '../registration-codes';
import { normaliseEmail, type ScenarioStore } from '../store';
import { emailFromToken } from '../tokens';
import { inputErrors, onePerField, type InputError } from '../validation';

export function registerByEmail(store: ScenarioStore): MutationResolvers['registerByEmail'] {
  return (_parent, { input }) => {
    // Every rejected field at once, so a form can show them all; an empty required field is
    // REQUIRED rather than too short.
    const errors = onePerField([...flowRuleErrors(input), ...inputErrors(RegisterByEmailInputSchema, input)]);
    const rejected = { outcome: null, registrationId: null, registrationCodeErrors: [] };
    if (errors.length > 0) return { ...rejected, errors };

    if (input.registrationCode) {
      const codeErrors = registrationCodeErrors(store, input.registrationCode, input.validityTimestamp);
      if (codeErrors.length > 0) return { ...rejected, errors: [], registrationCodeErrors: codeErrors };
    }

    const email = normaliseEmail(input.email);
    const existing = store.accounts.get(email);
    if (existing?.status === 'ACTIVE') {
      return { ...rejected, errors: [], outcome: 'ACCOUNT_ALREADY_ACTIVE' };
    }
    const account = existing ?? store.addAccount(email, 'PENDING');
    store.sendActivationMail(account);
    return {
      outcome: existing ? 'ACTIVATION_MAIL_RESENT' : 'ACTIVATION_MAIL_SENT',
      registrationId: account.registrationId,
      errors: [],
      registrationCodeErrors: [],
    };
  };
}

/** Rules the input schema cannot express: consent and the fields each flow needs. */
function flowRuleErrors(input: RegisterByEmailInput): InputError[] {
  const errors: InputError[] = [];
  if (!input.termsAndConditionsAccepted) errors.push({ field: 'termsAndConditionsAccepted', code: 'NOT_ACCEPTED' });
  if (input.flow === 'SOCIAL_REGISTRATION') {
    const tokenEmail = input.socialToken ? emailFromToken(input.socialToken) : null;
    if (!input.socialToken) errors.push({ field: 'socialToken', code: 'REQUIRED' });
    else if (!tokenEmail || normaliseEmail(tokenEmail) !== normaliseEmail(input.email)) {
      errors.push({ field: 'socialToken', code: 'INVALID_VALUE' });
    }
    return errors;
  }
  for (const field of ['gender', 'firstName', 'lastName'] as const) {
    if (!input[field]?.trim()) errors.push({ field, code: 'REQUIRED' });
  }
  return errors;
}
