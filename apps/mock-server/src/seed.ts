import type { CountryCode, RegistrationCodeError } from '@acq/graphql';

// The scenarios of the mock server's README (apps/mock-server/README.md), seeded at start and on reset.

export interface SeedCode {
  inviterName: string | null;
  /** Problems the code always has, whatever the request. */
  errors: RegistrationCodeError[];
  /** A code only valid inside a generated registration link, i.e. with a validity timestamp. */
  requiresValidityTimestamp: boolean;
}

export const seedCodes: Record<string, SeedCode> = {
  'VALID-CODE': { inviterName: 'Julia', errors: [], requiresValidityTimestamp: false },
  'LINK-ONLY': { inviterName: 'Julia', errors: [], requiresValidityTimestamp: true },
  'NO-BALANCE': {
    inviterName: 'Julia',
    errors: ['REGISTRATION_CODE_NO_BALANCE_LEFT'],
    requiresValidityTimestamp: false,
  },
  'INVALID-INVITER': { inviterName: null, errors: ['INVITER_INVALID'], requiresValidityTimestamp: false },
  'CUSTOMIZATION-MISSING': {
    inviterName: 'Julia',
    errors: ['CUSTOMIZATION_MISSING'],
    requiresValidityTimestamp: false,
  },
  'INVALID-REFERER': { inviterName: 'Julia', errors: ['REFERER_INVALID'], requiresValidityTimestamp: false },
  'PENDING-EXCEEDS-BALANCE': {
    inviterName: 'Julia',
    errors: ['REGISTRATION_CODE_BALANCE_LESS_THAN_PENDING_REGISTRATIONS'],
    requiresValidityTimestamp: false,
  },
};

export const seedActiveEmail = 'active@example.com';
export const seedPendingEmail = 'pending@example.com';
/** On the waiting list and let in: any token naming it is an approval (see the README). */
export const seedApprovedEmail = 'approved@example.com';
export const seedPendingActivationId = 'seeded-pending-activation';

/** The country the seeded backend detects for every visitor. */
export const seedCountry: string | null = 'DE';

/** The bearer token of the one seeded administrator, handed out by GET /dev/admin-sign-in. */
export const seedAdminToken = 'dev-admin-token';
export const seedAdminName = 'Dev Admin';

export const communityCountries: CountryCode[] = [
  'AT',
  'BE',
  'BG',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
];
