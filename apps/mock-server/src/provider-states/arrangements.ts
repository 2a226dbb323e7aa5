import * as seed from '../seed';
import type { ScenarioStore } from '../store';
import { states, type ProviderState } from './states';
import { unsignedJwt } from './unsigned-jwt';

type Store = ScenarioStore;
/** Values the verifier injects into the request (`fromProviderState` expressions). */
export type InjectedValues = Record<string, string>;
export type Arrange = (store: Store) => InjectedValues | void;

/** The mock backend's admin token for the contract, on purpose not the pact's example token. */
const contractAdminToken = 'contract-admin-token';

function keepSeedCode(code: keyof typeof seed.seedCodes): Arrange {
  return (store) => {
    const seeded = seed.seedCodes[code];
    if (!seeded) throw new Error(`The mock backend's seed has no code ${code}.`);
    store.codes.set(code, { ...seeded, errors: [...seeded.errors] });
  };
}

function accountOf(email: string, status: 'ACTIVE' | 'PENDING', activationId?: string): Arrange {
  return (store) => {
    store.addAccount(email, status, activationId);
  };
}

/**
 * How the mock backend arranges each provider state of the contract. The store is reset before
 * each interaction; these only add what the state needs (an interaction may name several).
 */
export function createStateArrangements(publicSiteUrl: string): Record<ProviderState, Arrange> {
  return {
    [states.validCode]: keepSeedCode('VALID-CODE'),
    [states.linkOnlyCode]: keepSeedCode('LINK-ONLY'),
    [states.linkOnlyLinkValid]: (store) => {
      keepSeedCode('LINK-ONLY')(store);
      return { validityTimestamp: new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString() };
    },
    [states.noBalanceCode]: keepSeedCode('NO-BALANCE'),
    [states.invalidInviterCode]: keepSeedCode('INVALID-INVITER'),
    [states.customizationMissingCode]: keepSeedCode('CUSTOMIZATION-MISSING'),
    [states.invalidRefererCode]: keepSeedCode('INVALID-REFERER'),
    [states.pendingExceedsBalanceCode]: keepSeedCode('PENDING-EXCEEDS-BALANCE'),
    [states.unknownCode]: (store) => {
      store.codes.delete('UNKNOWN-CODE');
    },
    [states.countryDetected]: (store) => {
      store.country = 'AT';
    },
    [states.countryUnknown]: (store) => {
      store.country = null;
    },
    [states.adminSignedIn]: (store) => {
      // Only this token: the request must carry the injected one, not the pact's example.
      store.admins.clear();
      store.admins.set(contractAdminToken, { name: 'Dev Admin' });
      return { adminToken: contractAdminToken };
    },
    [states.noAdmin]: (store) => {
      store.admins.clear();
    },
    [states.noAccountForNewMember]: (store) => {
      store.accounts.delete('new.member@example.com');
    },
    [states.activeAccount]: accountOf('active@example.com', 'ACTIVE'),
    [states.pendingAccount]: accountOf('pending@example.com', 'PENDING'),
    [states.noAccountForUnknown]: (store) => {
      store.accounts.delete('unknown@example.com');
    },
    [states.socialSignUpToken]: (store) => {
      store.accounts.delete('social.member@example.com');
      return { socialToken: unsignedJwt('social.member@example.com') };
    },
    [states.leanEmailToken]: (store) => {
      store.accounts.delete('lean.member@example.com');
      return { emailToken: unsignedJwt('lean.member@example.com') };
    },
    [states.waitingListApproved]: (store) => {
      store.accounts.delete('approved.member@example.com');
      store.approveFromWaitingList('approved.member@example.com');
      return { approvalToken: unsignedJwt('approved.member@example.com') };
    },
    [states.waitingListNotApproved]: (store) => {
      store.waitingList.add('waiting@example.com');
      store.approvedFromWaitingList.delete('waiting@example.com');
      return { approvalToken: unsignedJwt('waiting@example.com') };
    },
    [states.pendingActivationLink]: (store) => {
      const account = store.addAccount('activation@example.com', 'PENDING', 'contract-pending-activation');
      return { activationId: account.activationId };
    },
    [states.usedActivationLink]: (store) => {
      const account = store.addAccount('activated@example.com', 'ACTIVE', 'contract-used-activation');
      return { activationId: account.activationId };
    },
    [states.unknownActivationLink]: (store) => {
      const account = store.findAccountByActivationId('unknown-activation-id');
      if (account) store.accounts.delete(account.email);
    },
    [states.lobbyTokenNotOnList]: (store) => {
      store.waitingList.delete('waiting@example.com');
      return { lobbyToken: unsignedJwt('waiting@example.com') };
    },
    [states.lobbyTokenOnList]: (store) => {
      store.waitingList.add('waiting@example.com');
      return { lobbyToken: unsignedJwt('waiting@example.com') };
    },
    [states.noApplication]: (store) => {
      store.membershipApplications.delete('applicant@example.com');
    },
    [states.existingApplication]: (store) => {
      store.membershipApplications.add('applicant@example.com');
    },
    [states.landingPage]: () => ({ landingPageUrl: new URL('/', publicSiteUrl).href }),
  };
}
