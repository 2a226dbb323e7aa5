import { ResendActivationMailInputSchema } from '@acq/graphql/zod';
import type { MutationResolvers } from '@acq/graphql/resolvers';
import { normaliseEmail, type ScenarioStore } from '../store';
import { inputErrors } from '../validation';

export function resendActivationMail(store: ScenarioStore): MutationResolvers['resendActivationMail'] {
  return (_parent, { input }) => {
    const errors = inputErrors(ResendActivationMailInputSchema, input);
    if (errors.length > 0) return { outcome: null, errors };
    const account = store.accounts.get(normaliseEmail(input.email));
    if (!account) return { outcome: 'ACCOUNT_NOT_FOUND', errors: [] };
    if (account.status === 'ACTIVE') return { outcome: 'ACCOUNT_ALREADY_ACTIVE', errors: [] };
    store.sendActivationMail(account);
    return { outcome: 'MAIL_SENT', errors: [] };
  };
}
