import type { RegisterByEmailInput } from '@acq/graphql';
import { RegisterByEmailInputSchema } from '@acq/graphql/zod';
import type { MutationResolvers } from '@acq/graphql/resolvers';
import { registrationCodeErrors } from '../registration-codes';
import { normaliseEmail, type ScenarioStore } from '../store';
import { emailFromToken } from '../tokens';
import { approvalOf } from './waiting-list-approval';
import { inputErrors, onePerField, type InputError } from '../validation';

export function registerByEmail(store: ScenarioStore): MutationResolvers['registerByEmail'] {
  return (_parent, { input }) => {
    // Every rejected field at once, so a form can show them all; an empty required field is
    // REQUIRED rather than too short.
    const errors = onePerField([...flowRuleErrors(store, input), ...inputErrors(RegisterByEmailInputSchema, input)]);
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

/** A token must name the registered address (compared as the backend compares addresses). */
const namesEmail = (token: string, email: string) => {
  const named = emailFromToken(token);
  return named !== null && normaliseEmail(named) === normaliseEmail(email);
};

/**
 * Rules the input schema cannot express: consent, the fields each flow needs, and the token that
 * vouches for the flow (social sign-up, waiting-list approval, a lean link's e-mail).
 */
function flowRuleErrors(store: ScenarioStore, input: RegisterByEmailInput): InputError[] {
  const errors: InputError[] = [];
  if (!input.termsAndConditionsAccepted) errors.push({ field: 'termsAndConditionsAccepted', code: 'NOT_ACCEPTED' });
  if (input.flow === 'SOCIAL_REGISTRATION') {
    if (!input.socialToken) errors.push({ field: 'socialToken', code: 'REQUIRED' });
    else if (!namesEmail(input.socialToken, input.email)) errors.push({ field: 'socialToken', code: 'INVALID_VALUE' });
    return errors;
  }
  if (input.flow === 'WAITING_LIST_APPROVED') {
    const token = input.waitingListApprovalToken;
    if (!token) errors.push({ field: 'waitingListApprovalToken', code: 'REQUIRED' });
    else {
      const approval = approvalOf(store, token);
      if (approval.status !== 'APPROVED' || !namesEmail(token, input.email)) {
        errors.push({ field: 'waitingListApprovalToken', code: 'INVALID_VALUE' });
      }
    }
  }
  if (input.flow === 'LEAN' && input.emailToken && !namesEmail(input.emailToken, input.email)) {
    errors.push({ field: 'emailToken', code: 'INVALID_VALUE' });
  }
  for (const field of ['gender', 'firstName', 'lastName'] as const) {
    if (!input[field]?.trim()) errors.push({ field, code: 'REQUIRED' });
  }
  return errors;
}
