import { lobbyToken } from '../../e2e/tokens';
import { translations } from '../../e2e/translations';
import { freshEmail } from '../mock-backend';
import { registered, withEmail, type Journey } from './journey';

// The landing page's registration flows, forced by the experiment link
// (`?landing-registration-flow=<index>`; the default flow, 0, is the registration journeys'), each
// to its end. The social flow ends on its second step, which `social second step from a token`
// (tokens.ts) completes. The addresses are long (freshEmail), as some are: the form that names
// one must wrap it, not grow wider than the phone.
const { en, de, pl } = translations;

export const flowJourneys: Journey[] = [
  {
    name: 'flow leanStep1: e-mail, then details (pl)',
    async run(context) {
      const { visitor } = context;
      const form = pl.registration.form;
      const email = freshEmail('lean1');
      await visitor.open('/pl?rc=VALID-CODE&landing-registration-flow=1');
      await visitor.seesLanding({ flow: 'leanStep1' });
      await visitor.seesNamed('Krok 1 z 2');
      await visitor.page('lean-step-1');
      await visitor.fill(form.email, email);
      await visitor.check(form.terms);
      await visitor.press(form.signUpNow);
      await visitor.seesNamed('Krok 2 z 2');
      await visitor.seesHeading(pl.landingPage.headlines.leanRegistrationStep2.title);
      await visitor.page('lean-step-2');
      await visitor.check(form.genderMale);
      await visitor.fill(form.firstName, 'Łukasz');
      await visitor.fill(form.lastName, 'Żółkiewski');
      await visitor.press(form.completeRegistration);
      await registered(context, 'pl', email);
    },
  },
  {
    name: 'flow leanStep2: a link naming the e-mail (de)',
    async run(context) {
      const { visitor } = context;
      const form = de.registration.form;
      const email = freshEmail('lean2');
      await visitor.open(
        `/de?rc=VALID-CODE&landing-registration-flow=2&emailToken=${lobbyToken(email)}&utm_source=mail`,
      );
      await visitor.isAt('/de?rc=VALID-CODE&landing-registration-flow=2&utm_source=mail'); // the token left the address
      await visitor.seesLanding({ flow: 'leanStep2' });
      await visitor.seesNamed('Schritt 2 von 2');
      await visitor.sees(withEmail(de.registration.flows.knownEmail, email));
      await visitor.page('lean-step-2-from-link');
      await visitor.check(form.genderMale);
      await visitor.fill(form.firstName, 'Lukas');
      await visitor.fill(form.lastName, 'Link');
      await visitor.check(form.terms);
      await visitor.press(form.completeRegistration);
      await registered(context, 'de', email);
    },
  },
  {
    name: 'flow socialRegistration: sign-in to step 2 (de)',
    async run({ visitor }) {
      const email = freshEmail('social');
      await visitor.open('/de?rc=VALID-CODE&landing-registration-flow=3');
      await visitor.seesLanding({ flow: 'socialRegistration' });
      await visitor.seesNamed('Schritt 1 von 2');
      await visitor.page('social-start');
      await visitor.follow(de.registration.social.google);
      // The mock backend stands in for the provider and the shop's social sign-in.
      await visitor.sees('Sign in with Google');
      await visitor.fill('E-mail address of your Google account', email);
      await visitor.press('Continue');
      await visitor.isAt('/de/registration/social-registration-second-step'); // its token taken out of the address
      await visitor.seesNamed('Schritt 2 von 2');
      await visitor.sees(email);
      await visitor.page('social-second-step-after-sign-in');
    },
  },
  {
    name: 'flow waitingListApproved: an approval link (en)',
    async run(context) {
      const { visitor, backend } = context;
      const form = en.registration.form;
      const email = freshEmail('approved');
      const approvalToken = await backend.approve(email);
      await visitor.open(`/?landing-registration-flow=4&approvalToken=${approvalToken}`);
      await visitor.isAt('/?landing-registration-flow=4');
      await visitor.seesLanding({ flow: 'waitingListApproved' });
      await visitor.sees(en.registration.flows.waitingList.approved);
      await visitor.sees(withEmail(en.registration.flows.knownEmail, email));
      await visitor.page('waiting-list-approved');
      await visitor.check(form.genderFemale);
      await visitor.fill(form.firstName, 'Wanda');
      await visitor.fill(form.lastName, 'Waiting');
      await visitor.check(form.terms);
      await visitor.press(form.completeRegistration);
      await registered(context, 'en', email);
    },
  },
];
