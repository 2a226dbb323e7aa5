import { JoinWaitingListInputSchema } from '@acq/graphql/zod';
import type { MutationResolvers } from '@acq/graphql/resolvers';
import { normaliseEmail, type ScenarioStore } from '../store';
import { emailFromToken } from '../tokens';
import { inputErrors } from '../validation';

export function joinWaitingList(store: ScenarioStore): MutationResolvers['joinWaitingList'] {
  return (_parent, { input }) => {
    const errors = inputErrors(JoinWaitingListInputSchema, input);
    if (errors.length > 0) return { outcome: null, errors };
    if (!input.notificationConsent) {
      return { outcome: null, errors: [{ field: 'notificationConsent', code: 'NOT_ACCEPTED' }] };
    }
    const email = emailFromToken(input.token);
    if (!email) return { outcome: 'TOKEN_INVALID', errors: [] };
    const key = normaliseEmail(email);
    if (store.waitingList.has(key)) return { outcome: 'ALREADY_JOINED', errors: [] };
    store.waitingList.add(key);
    return { outcome: 'JOINED', errors: [] };
  };
}
