import { randomUUID } from 'node:crypto';
import {
  seedActiveEmail,
  seedAdminName,
  seedAdminToken,
  seedApprovedEmail,
  seedCodes,
  seedCountry,
  seedPendingActivationId,
  seedPendingEmail,
  type SeedCode,
} from './seed';

export interface Account {
  email: string;
  status: 'PENDING' | 'ACTIVE';
  activationId: string;
  registrationId: string;
}

export interface Mail {
  to: string;
  subject: string;
  activationUrl: string;
  sentAt: string;
}

/**
 * The mock backend's whole state, in memory. Resolvers read and change it; the dev routes
 * inspect and reset it. `reset()` restores the seed of the scenario table.
 */
export class ScenarioStore {
  codes = new Map<string, SeedCode>();
  accounts = new Map<string, Account>();
  mailbox: Mail[] = [];
  waitingList = new Set<string>();
  /** Waiting-list addresses let in: their approval token lets them register. */
  approvedFromWaitingList = new Set<string>();
  membershipApplications = new Set<string>();
  country: string | null = null;
  /** How long countryDetails takes to answer: a slow backend for the app's time-out. */
  countryDelayMs = 0;
  admins = new Map<string, { name: string }>();

  constructor(private readonly publicSiteUrl: string) {
    this.reset();
  }

  reset(): void {
    this.codes = new Map(Object.entries(seedCodes));
    this.accounts = new Map();
    this.mailbox = [];
    this.waitingList = new Set([seedApprovedEmail]);
    this.approvedFromWaitingList = new Set([seedApprovedEmail]);
    this.membershipApplications = new Set();
    this.country = seedCountry;
    this.countryDelayMs = 0;
    this.admins = new Map([[seedAdminToken, { name: seedAdminName }]]);
    this.addAccount(seedActiveEmail, 'ACTIVE', randomUUID());
    this.addAccount(seedPendingEmail, 'PENDING', seedPendingActivationId);
  }

  addAccount(email: string, status: Account['status'], activationId: string = randomUUID()): Account {
    const account = { email, status, activationId, registrationId: randomUUID() };
    this.accounts.set(email, account);
    return account;
  }

  findAccountByActivationId(activationId: string): Account | undefined {
    return [...this.accounts.values()].find((account) => account.activationId === activationId);
  }

  sendActivationMail(account: Account): void {
    const activationUrl = new URL('/registration/activateaccount', this.publicSiteUrl);
    activationUrl.searchParams.set('activationId', account.activationId);
    this.mailbox.push({
      to: account.email,
      subject: 'Activate your membership',
      activationUrl: activationUrl.href,
      sentAt: new Date().toISOString(),
    });
  }

  /** Lets an address in from the waiting list (putting it there first, as the real backend would have). */
  approveFromWaitingList(email: string): void {
    this.waitingList.add(normaliseEmail(email));
    this.approvedFromWaitingList.add(normaliseEmail(email));
  }

  /** Mails to one address, newest first. */
  mailsTo(email: string): Mail[] {
    return this.mailbox.filter((mail) => mail.to === normaliseEmail(email)).reverse();
  }
}

/** E-mail addresses are compared trimmed and lower-cased, as the real backend does. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
