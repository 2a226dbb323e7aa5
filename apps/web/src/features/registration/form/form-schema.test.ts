import { loadLocale } from '@acq/locales/sync';
import { i18nObject } from '@acq/locales';
import { RegisterByEmailInputSchema } from '@acq/graphql/zod';
import { describe, expect, it } from 'vitest';
import { fieldMessage } from './field-message';
import { detailsSchema } from './form-schema';

loadLocale('en');
const LL = i18nObject('en');

/** Names as real people of European countries write them, each as first and as last name. */
const realNames = [
  'Zoë',
  'Łukasz',
  'Ørsted',
  'O’Brien',
  "O'Brien",
  'Jean-Luc',
  'Ó Súilleabháin',
  'Đorđević',
  'Åsa',
  'Müller-Lüdenscheidt',
  "d'Artagnan",
  "'t Hooft",
  'Παπαδόπουλος',
  'Иванов',
  'Şahin',
  'Nguyễn',
  'St. John',
  'Ağaoğlu',
  'Žaneta',
  'Þórunn',
];

const details = (firstName: string, lastName = 'Muster') => ({ gender: 'FEMALE', firstName, lastName });

function messagesFor(firstName: string, lastName = 'Muster') {
  const result = detailsSchema.safeParse(details(firstName, lastName));
  return result.success
    ? []
    : result.error.issues.map((issue) => fieldMessage(LL, String(issue.path[0]), issue.message));
}

describe('the registration form’s names', () => {
  it.each(realNames)('accepts %s as first and as last name', (name) => {
    expect(detailsSchema.safeParse(details(name, name))).toMatchObject({
      success: true,
      data: { firstName: name, lastName: name },
    });
  });

  it('accepts what autofill and pasting leave around a name, and sends the name without it', () => {
    const result = detailsSchema.parse(details(' O’Brien', 'Ó\u00a0 Súilleabháin  '));
    expect(result).toMatchObject({ firstName: 'O’Brien', lastName: 'Ó Súilleabháin' });
  });

  it('sends a name typed with combining marks composed (NFC)', () => {
    const decomposed = 'Zoe\u0308 Mu\u0308ller';
    expect(detailsSchema.parse(details(decomposed)).firstName).toBe('Zoë Müller');
    expect(detailsSchema.parse(details(decomposed)).firstName).toHaveLength(10);
  });

  it('asks for the name when only spaces were typed, not for valid characters', () => {
    expect(messagesFor('   ')).toEqual(['Please provide your first name']);
    expect(messagesFor('Anna', ' \t ')).toEqual(['Please provide your last name']);
  });

  it.each(['Anna<script>', 'R2-D2', 'Anna_Maria', '@nna', '-Anna', 'Anna 😀'])(
    'rejects %s with "Please use valid characters"',
    (name) => {
      expect(messagesFor(name)).toEqual(['Please use valid characters']);
    },
  );

  it('sends only names the schema’s own rule (the mock backend’s and the contract’s) accepts', () => {
    for (const name of realNames) {
      const { firstName, lastName } = detailsSchema.parse(details(` ${name}  `, name));
      const input = { email: 'a@example.com', flow: 'DEFAULT', country: 'DE', newsletter: false };
      expect(
        RegisterByEmailInputSchema.safeParse({ ...input, termsAndConditionsAccepted: true, firstName, lastName })
          .success,
      ).toBe(true);
    }
  });
});
