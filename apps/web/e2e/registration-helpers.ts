import { expect, type Page } from '@playwright/test';
import { mockOrigin } from './stack';
import { translations, type Language } from './translations';

export interface Mail {
  to: string;
  subject: string;
  activationUrl: string;
  sentAt: string;
}

/** The mock backend's dev mailbox: the mails sent to an address, newest first. */
export async function mailsTo(email: string): Promise<Mail[]> {
  const response = await fetch(`${mockOrigin}/dev/mailbox?to=${encodeURIComponent(email)}`);
  return (await response.json()) as Mail[];
}

/** A unique address per test run, so that "any other e-mail" is always a new account. */
export const freshEmail = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

export interface Person {
  gender: 'female' | 'male';
  firstName: string;
  lastName: string;
  email: string;
}

/** Fills the one-step registration form as a visitor does, by the labels of the given language. */
export async function fillRegistrationForm(page: Page, language: Language, person: Person, newsletter = false) {
  const form = translations[language].registration.form;
  await page.getByLabel(person.gender === 'female' ? form.genderFemale : form.genderMale, { exact: true }).check();
  await page.getByLabel(form.firstName).fill(person.firstName);
  await page.getByLabel(form.lastName).fill(person.lastName);
  await page.getByLabel(form.email).fill(person.email);
  if (newsletter) await page.getByLabel(form.newsletterShort).check();
  await page.getByLabel(form.terms).check();
}

export async function expectHeading(page: Page, text: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
}

/** What the page pushed to the data layer so far. */
export function dataLayer(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []);
}
