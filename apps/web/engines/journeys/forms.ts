import { translations } from '../../e2e/translations';
import { freshEmail } from '../mock-backend';
import { registered, type Journey } from './journey';

// Membership interest, and what every form keeps: the values typed, over a language switch and
// over a post that failed (docs/architecture.md, "Conventions": no field is ever cleared).
const { en, de, fr, pl } = translations;

export const formJourneys: Journey[] = [
  {
    name: 'membership interest: apply (fr)',
    async run({ visitor }) {
      const pages = fr.pages;
      await visitor.open('/fr/membership-interest');
      await visitor.seesHeading(pages.membershipInterest.heading);
      await visitor.page('introduction');
      await visitor.follow(pages.membershipInterest.applyNow);
      await visitor.isAt('/fr/membership-interest/apply');
      await visitor.sees(pages.membershipInterestApply.body);
      await visitor.page('apply');
      await visitor.press(pages.membershipInterestApply.submit);
      await visitor.seesField(pages.membershipInterestApply.emailLabel, {
        description: pages.membershipInterestApply.invalidEmail,
      });
      await visitor.page('apply-without-address');
      await visitor.fill(pages.membershipInterestApply.emailLabel, freshEmail('applicant'));
      await visitor.press(pages.membershipInterestApply.submit);
      await visitor.isAt('/fr/membership-interest/confirmation');
      await visitor.seesHeading(pages.membershipInterestConfirmation.heading);
      await visitor.page('confirmation');
    },
  },
  {
    name: 'language switch keeps what was typed (en → pl)',
    async run({ visitor }) {
      await visitor.open('/?rc=VALID-CODE&disablegb=true');
      await visitor.page('landing-en'); // hydrated: the select switches on its own from here
      await visitor.fill(en.registration.form.firstName, 'Bleibt');
      await visitor.fill(en.registration.form.email, 'bleibt@example.com');
      await visitor.choose(en.footer.language, 'pl');
      await visitor.isAt('/pl?rc=VALID-CODE&disablegb=true');
      await visitor.seesHeading(pl.landingPage.headlines.viral.title.replace('{inviter}', 'Julia'));
      await visitor.seesField(pl.registration.form.firstName, { value: 'Bleibt' });
      await visitor.seesField(pl.registration.form.email, { value: 'bleibt@example.com' });
      await visitor.page('landing-pl');
    },
  },
  {
    name: 'failed post keeps what was typed, retry works (de)',
    async run(context) {
      const { visitor, backend } = context;
      const form = de.registration.form;
      const email = freshEmail('retry');
      await visitor.open('/de?rc=VALID-CODE&disablegb=true');
      await visitor.page('landing');
      await backend.failNext('RegisterByEmail', 'network');
      await visitor.check(form.genderFemale);
      await visitor.fill(form.firstName, 'Zoë');
      await visitor.fill(form.lastName, 'Netz');
      await visitor.fill(form.email, email);
      await visitor.check(form.terms);
      await visitor.press(form.signUp);
      await visitor.sees(de.errors.network);
      await visitor.seesField(form.firstName, { value: 'Zoë' });
      await visitor.seesField(form.email, { value: email });
      await visitor.seesField(form.terms, { checked: true });
      await visitor.page('network-failure');
      await visitor.press(form.signUp);
      await registered(context, 'de', email);
    },
  },
];
