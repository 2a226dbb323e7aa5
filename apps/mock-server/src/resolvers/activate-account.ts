import { ActivateAccountInputSchema } from '@acq/graphql/zod';
import type { MutationResolvers } from '@acq/graphql/resolvers';
import type { ScenarioStore } from '../store';
import { inputErrors } from '../validation';

export function activateAccount(store: ScenarioStore): MutationResolvers['activateAccount'] {
  return (_parent, { input }) => {
    const errors = inputErrors(ActivateAccountInputSchema, input);
    if (errors.length > 0) return { outcome: null, errors };
    const account = store.findAccountByActivationId(input.activationId);
    if (!account) return { outcome: 'LINK_INVALID', errors: [] };
    // An activation link works once: a second use fails.
    if (account.status === 'ACTIVE') return { outcome: 'ACTIVATION_FAILED', errors: [] };
    account.status = 'ACTIVE';
    return { outcome: 'ACTIVATED', errors: [] };
  };
}
