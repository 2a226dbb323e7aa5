/**
 * Every provider state of the contract, as full sentences. The consumer tests name them, the
 * mock backend arranges them (`arrangements.ts`, served at `POST /_pact/provider-states` with
 * MOCK_PROVIDER_STATES=1), and contract-tests/README.md tells backend teams what each needs.
 * They live here because the mock backend, which the contract tests depend on, must know them.
 */
export const states = {
  validCode: 'the registration code VALID-CODE is valid and belongs to inviter Julia',
  linkOnlyCode:
    'the registration code LINK-ONLY belongs to inviter Julia and is valid only in a registration link with a validity timestamp',
  linkOnlyLinkValid: 'a registration link for the code LINK-ONLY of inviter Julia was created and has not expired',
  noBalanceCode: 'the registration code NO-BALANCE belongs to inviter Julia, who has no invitations left',
  invalidInviterCode: 'the registration code INVALID-INVITER belongs to a member who may no longer invite',
  customizationMissingCode:
    'the registration code CUSTOMIZATION-MISSING belongs to inviter Julia, whose landing-page customisation is missing',
  invalidRefererCode:
    'the registration code INVALID-REFERER belongs to inviter Julia and was passed on by a referrer that may not pass on invitations',
  pendingExceedsBalanceCode:
    'the registration code PENDING-EXCEEDS-BALANCE belongs to inviter Julia, whose remaining invitations do not cover the registrations already pending',
  unknownCode: 'no registration code UNKNOWN-CODE exists',
  countryDetected: "the backend detects the visitor's country as AT",
  countryUnknown: "the backend cannot detect the visitor's country",
  adminSignedIn: 'an administrator named Dev Admin is signed in with a bearer token',
  noAdmin: 'no administrator is signed in',
  noAccountForNewMember: 'no account exists for the e-mail new.member@example.com',
  activeAccount: 'an active account exists for the e-mail active@example.com',
  pendingAccount: 'an account pending activation exists for the e-mail pending@example.com',
  noAccountForUnknown: 'no account exists for the e-mail unknown@example.com',
  socialSignUpToken: 'a social sign-up token names the e-mail social.member@example.com, which has no account',
  leanEmailToken: 'a lean registration link token names the e-mail lean.member@example.com, which has no account',
  waitingListApproved:
    'a waiting-list approval token names the e-mail approved.member@example.com, which was let in from the waiting list and has no account',
  waitingListNotApproved:
    'a waiting-list approval token names the e-mail waiting@example.com, which is on the waiting list and has not been let in',
  pendingActivationLink: 'an account pending activation has an activation link',
  usedActivationLink: 'an account was activated already with its activation link',
  unknownActivationLink: 'no account has the activation id unknown-activation-id',
  lobbyTokenNotOnList: 'a lobby token names the e-mail waiting@example.com, which is not on the waiting list',
  lobbyTokenOnList: 'a lobby token names the e-mail waiting@example.com, which is on the waiting list already',
  noApplication: 'no application for membership exists for the e-mail applicant@example.com',
  existingApplication: 'an application for membership exists for the e-mail applicant@example.com',
  landingPage: 'the landing page URL of the community is known to the backend',
} as const;

export type ProviderState = (typeof states)[keyof typeof states];
