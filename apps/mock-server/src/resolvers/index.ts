import type { Resolvers } from '@acq/graphql/resolvers';
import { registrationCodeDetails } from '../registration-codes';
import type { ScenarioStore } from '../store';
import { activateAccount } from './activate-account';
import { applyForMembership } from './apply-for-membership';
import { createRegistrationLink } from './create-registration-link';
import { joinWaitingList } from './join-waiting-list';
import { registerByEmail } from './register-by-email';
import { resendActivationMail } from './resend-activation-mail';
import { waitingListApproval } from './waiting-list-approval';

/** Every operation's business rules over the scenario store. */
export function createResolvers(store: ScenarioStore, isAllowedOrigin: (origin: string) => boolean): Resolvers {
  return {
    Query: {
      registrationCodeDetails: (_parent, { registrationCode, validityTimestamp }) =>
        registrationCodeDetails(store, registrationCode, validityTimestamp),
      countryDetails: async () => {
        if (store.countryDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, store.countryDelayMs));
        return { country: store.country };
      },
      currentAdmin: (_parent, _args, { bearerToken }) => (bearerToken ? (store.admins.get(bearerToken) ?? null) : null),
      waitingListApproval: waitingListApproval(store),
    },
    Mutation: {
      registerByEmail: registerByEmail(store),
      resendActivationMail: resendActivationMail(store),
      activateAccount: activateAccount(store),
      joinWaitingList: joinWaitingList(store),
      applyForMembership: applyForMembership(store),
      createRegistrationLink: createRegistrationLink(store, isAllowedOrigin),
    },
  };
}
