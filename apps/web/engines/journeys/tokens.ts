import { lobbyToken } from '../../e2e/tokens';
import { translations } from '../../e2e/translations';
import { freshEmail } from '../mock-backend';
import { registered, withEmail, type Journey } from './journey';

// The pages a token opens (docs/decisions/0005-tokens.md): the token leaves the address for a
// session cookie, and the page names the token's e-mail.
const { en, de } = translations;

export const tokenJourneys: Journey[] = [
  {
    name: 'lobby from a token (de)',
    async run({ visitor, backend }) {
      const email = freshEmail('lobby');
      const lobby = de.screenPages.lobby;
      await visitor.open(`/de/lobby?token=${lobbyToken(email)}&utm_source=mail`);
      await visitor.isAt('/de/lobby?utm_source=mail');
      await visitor.seesHeading(lobby.heading);
      await visitor.sees(withEmail(lobby.consent, email));
      await visitor.page('lobby');
      await visitor.follow(lobby.backToLogin);
      await visitor.isAt(`${backend.origin}/dev/login`);
    },
  },
  {
    name: 'waiting list: join, then again (en)',
    async run({ visitor }) {
      const lobby = en.screenPages.lobby;
      await visitor.open(`/lobby?token=${lobbyToken(freshEmail('waiting'))}`);
      await visitor.isAt('/lobby');
      await visitor.page('lobby');
      await visitor.press(lobby.join);
      await visitor.sees(lobby.joined);
      await visitor.page('joined');
      await visitor.open('/lobby'); // the token was kept for the session
      await visitor.page('lobby-again');
      await visitor.press(lobby.join);
      await visitor.sees(lobby.alreadyJoined);
      await visitor.page('already-joined');
    },
  },
  {
    name: 'social second step from a token (de)',
    async run(context) {
      const { visitor } = context;
      const email = freshEmail('social-link');
      const texts = de.registration;
      await visitor.open(`/de/registration/social-registration-second-step?token=${lobbyToken(email)}`);
      await visitor.isAt('/de/registration/social-registration-second-step');
      await visitor.seesHeading(de.registrationPages.socialSecondStep.heading);
      await visitor.sees(email);
      await visitor.page('second-step');
      await visitor.press(texts.form.completeRegistration);
      await visitor.sees(texts.messages.shoppingPreferences);
      await visitor.page('second-step-errors');
      await visitor.check(texts.shoppingPreferences.WOMEN);
      await visitor.check(texts.shoppingPreferences.BEAUTY);
      await visitor.check(texts.form.terms);
      await visitor.press(texts.form.completeRegistration);
      await registered(context, 'de', email);
    },
  },
];
