import { translations, type Language } from '../../e2e/translations';
import { freshEmail } from '../mock-backend';
import { JourneyError } from '../poll';
import type { Visitor } from '../visitor';
import { landingPage, registered, withEmail, type Journey } from './journey';

// The code entry and the registration to each of its outcomes
// (docs/decisions/0003-registration-outcomes-and-routes.md), then the activation of the new account.
const { en, de } = translations;
const newAccount = 'new account';

/** The one-step form of an invitation (experiments off: the default flow and layout). */
async function register(visitor: Visitor, language: Language, person: { firstName: string; email: string }) {
  const form = translations[language].registration.form;
  await visitor.open(landingPage(language, 'rc=VALID-CODE&disablegb=true'));
  await visitor.page('invited');
  await visitor.check(form.genderFemale);
  await visitor.fill(form.firstName, person.firstName);
  await visitor.fill(form.lastName, 'Muster');
  await visitor.fill(form.email, person.email);
  await visitor.check(form.terms);
  await visitor.press(form.signUp);
}

export const registrationJourneys: Journey[] = [
  {
    name: 'code entry: missing, wrong, right (de)',
    async run({ visitor }) {
      const code = de.codeEntry;
      await visitor.open('/de?disablegb=true');
      await visitor.seesHeading(de.landingPage.headlines.default.title);
      await visitor.page('code-entry');
      await visitor.press(code.submit);
      await visitor.seesField(code.label, { description: code.missing });
      await visitor.page('code-missing');
      await visitor.fill(code.label, 'WRONG');
      await visitor.press(code.submit);
      await visitor.seesField(code.label, { value: 'WRONG', description: code.invalid });
      await visitor.page('code-wrong');
      await visitor.fill(code.label, 'VALID-CODE');
      await visitor.press(code.submit);
      await visitor.seesHeading(de.landingPage.headlines.viral.title.replace('{inviter}', 'Julia'));
      await visitor.sees(de.registration.form.completeRegistration);
      await visitor.page('code-right');
    },
  },
  {
    name: 'registration: new account (en)',
    async run(context) {
      const email = freshEmail('new');
      await register(context.visitor, 'en', { firstName: 'Anna', email });
      await registered(context, 'en', email);
      await context.visitor.sees(withEmail(en.registrationPages.formFinished.sentTo, email));
      context.memory.set(newAccount, email);
    },
  },
  {
    name: 'registration: account already active (de)',
    async run({ visitor, backend }) {
      await register(visitor, 'de', { firstName: 'Max', email: 'active@example.com' });
      await visitor.isAt('/de/registration/registrationformemailactivecomplete');
      await visitor.seesHeading(de.registrationPages.emailActiveComplete.heading);
      await visitor.page('already-active');
      await visitor.isAt(`${backend.origin}/dev/login`); // after 5 s, the shop's login
    },
  },
  {
    name: 'registration: account pending (en)',
    async run({ visitor }) {
      const form = en.registration.form;
      await register(visitor, 'en', { firstName: 'Paula', email: 'pending@example.com' });
      await visitor.isAt('/registration/registrationformemailpendingcomplete');
      await visitor.seesHeading(en.registrationPages.emailPendingComplete.heading);
      await visitor.page('pending');
      await visitor.follow(en.registrationPages.emailPendingComplete.useAnotherAddress);
      await visitor.seesField(form.firstName, { value: 'Paula' });
      await visitor.seesField(form.email, { value: '' });
      await visitor.page('another-address');
    },
  },
  {
    name: 'activation: once, again, unknown (en, de)',
    needs: 'registration: new account (en)',
    async run({ visitor, backend, memory }) {
      const email = memory.get(newAccount);
      if (!email) throw new JourneyError('needs the mail of "registration: new account", which did not register');
      const [mail] = await backend.mailsTo(email);
      await visitor.open(mail!.activationUrl);
      await visitor.seesHeading(en.registrationPages.activateAccount.activatedHeading);
      await visitor.page('activated');
      await visitor.open(mail!.activationUrl); // an activation link works once
      await visitor.isAt('/registration/activateaccountError?reason=failed');
      await visitor.sees(en.registrationPages.activateAccountError.failed);
      await visitor.page('used-again');
      await visitor.open('/de/registration/activateaccount?activationId=no-such-id');
      await visitor.isAt('/de/registration/activateaccountError?reason=invalid-link');
      await visitor.sees(de.registrationPages.activateAccountError.invalidLink);
      await visitor.page('unknown-de');
    },
  },
];
