// The registration's forms, each driven as a visitor fills it in. Selectors are the fields' names
// and the forms' classes: the same in every language, and on the page and its no-JS twin alike.
// Every submit succeeds (a valid code, a new address), so each run measures the way to the end.

const field = (name) => `input[name=${name}]`;
const registrationSubmit = 'form.registration-form button[type=submit]';
const finished = '/registration/formfinished';

/** Form of address, first and last name: the person's part of every registration form. */
async function person(visitor) {
  await visitor.tap(`${field('gender')}[value=FEMALE]`);
  await visitor.type(field('firstName'), 'Nora');
  await visitor.type(field('lastName'), 'Berg');
}

/** Country (the next one after the one offered), newsletter and terms. */
async function consents(visitor, idPrefix) {
  await visitor.chooseNext(`label[for=${idPrefix}-country]`);
  await visitor.tap(field('newsletter'));
  await visitor.tap(field('termsAndConditionsAccepted'));
}

export const registrationScenarios = [
  {
    name: 'registration, one step',
    path: () => '/?rc=VALID-CODE&landing-registration-flow=0',
    firstField: field('gender'),
    async steps(visitor, who) {
      await person(visitor);
      await visitor.type(field('email'), who.email);
      await consents(visitor, 'registration');
      // The social sign-up's buttons: "coming soon", dismissed (a popover, with scripts or without).
      await visitor.tap('button.social-sign-up__button');
      await visitor.tap('button.toast__close');
      await visitor.tap(registrationSubmit);
      await visitor.arrivesAt(finished);
      // "Check your inbox": the mail sent again on request, the form of the page after it.
      await visitor.tap('form.resend-form button[type=submit]');
      await who.mails(2);
    },
  },
  {
    // Forced by its feature key (docs/registration.md): the e-mail step, then the person's.
    name: 'registration, lean flow',
    path: () => '/?rc=VALID-CODE&landing-registration-flow=1',
    firstField: field('email'),
    async steps(visitor, who) {
      await visitor.type(field('email'), who.email);
      await consents(visitor, 'registration');
      await visitor.tap(registrationSubmit);
      await person(visitor);
      await visitor.tap(registrationSubmit);
      await visitor.arrivesAt(finished);
    },
  },
  {
    // Where the shop's social sign-in returns to with its token (the loader moves the token out of
    // the address); the sign-in itself is the mock backend's page, not the app's.
    name: 'registration, social second step',
    path: (who) => `/registration/social-registration-second-step?token=${who.token}`,
    firstField: `${field('shoppingPreferences')}[value=WOMEN]`,
    async steps(visitor) {
      await visitor.tap(`${field('shoppingPreferences')}[value=WOMEN]`);
      await visitor.tap(`${field('shoppingPreferences')}[value=HOME]`);
      await consents(visitor, 'social');
      await visitor.tap(registrationSubmit);
      await visitor.arrivesAt(finished);
    },
  },
  {
    // A visitor let in from the waiting list, by the approval mail's link: the form without a code.
    name: 'registration, waiting-list approval',
    path: async (who) => `/?landing-registration-flow=4&approvalToken=${await who.approvalToken()}`,
    firstField: field('gender'),
    async steps(visitor) {
      await person(visitor);
      await visitor.tap(field('termsAndConditionsAccepted'));
      await visitor.tap(registrationSubmit);
      await visitor.arrivesAt(finished);
    },
  },
  {
    name: 'code entry',
    path: () => '/?landing-registration-flow=0',
    firstField: field('rc'),
    async steps(visitor) {
      await visitor.type(field('rc'), 'VALID-CODE');
      await visitor.tap('form.code-entry button[type=submit]');
      // The code's registration form, in place of the code entry.
      await visitor.shows(field('firstName'));
    },
  },
];
