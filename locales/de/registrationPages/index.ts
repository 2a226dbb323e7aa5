import type { NamespaceRegistrationPagesTranslation } from '../../i18n-types';

// Pages of the registration journey: form outcomes, activation, gift voucher, social second step.
const de_registrationPages = {
  activateAccount: {
    heading: 'Dein Konto wird aktiviert',
    body: 'Einen Moment bitte: Wir aktivieren deine Mitgliedschaft.',
    activatedHeading: 'Willkommen bei Members Only',
    activatedBody: 'Deine Mitgliedschaft ist aktiv. Melde dich an und entdecke die Angebote des Tages.',
    login: 'Anmelden',
    activate: 'Mein Konto aktivieren',
  },
  activateAccountError: {
    heading: 'Aktivierung nicht erfolgreich',
    invalidLink:
      'Der Aktivierungslink ist ungültig. Bitte versuche es erneut oder wende dich an unseren Kundenservice.',
    failed: 'Dein Aktivierungsversuch war nicht erfolgreich. Bitte versuche es erneut.',
    backToRegistration: 'Zurück zur Registrierung',
    retry: 'Erneut versuchen',
  },
  formFinished: {
    heading: 'Sieh in dein Postfach',
    body: 'Wir haben dir eine E-Mail zur Aktivierung deiner Mitgliedschaft geschickt. Bitte sieh in deinem Posteingang und in deinem Spam-Ordner nach.',
    sentTo: 'Die E-Mail ging an {email}.',
    resend: 'E-Mail erneut senden',
    resent: 'Wir haben die E-Mail erneut gesendet.',
  },
  formStarted: {
    heading: 'Deine Registrierung',
    body: 'Schließ deine Registrierung ab und entdecke bis zu 75 % Rabatt auf Premium- und Luxusmarken.',
  },
  giftVoucher: {
    heading: 'Geschenkgutschein',
    body: 'Um einen Geschenkgutschein einzulösen, melde dich bitte an oder registriere dich mit der Einladung eines Mitglieds.',
    login: 'Anmelden',
    enterCode: 'Ich habe einen Einladungscode',
  },
  emailActiveComplete: {
    heading: 'Du bist bereits Mitglied',
    body: 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse. Du wirst gleich zur Anmeldeseite weitergeleitet.',
    loginNow: 'Jetzt zur Anmeldeseite',
    /** WCAG 2.2.1: the visitor can stop the automatic redirect to the login page. */
    redirect: {
      stop: 'Auf dieser Seite bleiben',
      stopped:
        'Es gibt bereits ein Konto mit dieser E-Mail-Adresse. Du bleibst auf dieser Seite: Geh zur Anmeldeseite, wann immer du so weit bist.',
    },
  },
  emailPendingComplete: {
    heading: 'Bitte aktiviere dein Konto',
    body: 'Ein Konto mit dieser E-Mail-Adresse wartet auf die Aktivierung. Wir haben dir die Aktivierungs-E-Mail erneut geschickt.',
    useAnotherAddress: 'Mit einer anderen E-Mail-Adresse registrieren',
  },
  socialSecondStep: {
    heading: 'Deine Shopping-Vorlieben',
    body: 'Verrate uns, wofür du dich interessierst, und wir zeigen dir die passenden Angebote.',
  },
} satisfies NamespaceRegistrationPagesTranslation;

export default de_registrationPages;
