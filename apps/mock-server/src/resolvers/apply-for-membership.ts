import { ApplyForMembershipInputSchema } from '@acq/graphql/zod';
import type { MutationResolvers } from '@acq/graphql/resolvers';
import { normaliseEmail, type ScenarioStore } from '../store';
import { inputErrors } from '../validation';

export function applyForMembership(store: ScenarioStore): MutationResolvers['applyForMembership'] {
  return (_parent, { input }) => {
    const errors = inputErrors(ApplyForMembershipInputSchema, input);
    if (errors.length > 0) return { outcome: null, errors };
    const email = normaliseEmail(input.email);
    if (store.membershipApplications.has(email)) return { outcome: 'ALREADY_SUBMITTED', errors: [] };
    store.membershipApplications.add(email);
    return { outcome: 'SUBMITTED', errors: [] };
  };
}
