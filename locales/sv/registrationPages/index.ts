import type { NamespaceRegistrationPagesTranslation } from '../../i18n-types';

// Pages of the registration journey: form outcomes, activation, gift voucher, social second step.
const sv_registrationPages = {
  activateAccount: {
    heading: 'Ditt konto aktiveras',
    body: 'Ett ögonblick: vi aktiverar ditt medlemskap.',
    activatedHeading: 'Välkommen till Members Only',
    activatedBody: 'Ditt medlemskap är aktivt. Logga in och upptäck dagens erbjudanden.',
    login: 'Logga in',
    activate: 'Aktivera mitt konto',
  },
  activateAccountError: {
    heading: 'Aktiveringen misslyckades',
    invalidLink: 'Aktiveringslänken är ogiltig. Försök igen eller kontakta vår kundtjänst.',
    failed: 'Ditt aktiveringsförsök misslyckades. Försök igen.',
    backToRegistration: 'Tillbaka till registreringen',
    retry: 'Försök igen',
  },
  formFinished: {
    heading: 'Kolla din inkorg',
    body: 'Vi har skickat ett e-postmeddelande för att aktivera ditt medlemskap. Kolla din inkorg och din skräppostmapp.',
    sentTo: 'Mejlet skickades till {email}.',
    resend: 'Skicka mejlet igen',
    resent: 'Vi har skickat mejlet igen.',
  },
  formStarted: {
    heading: 'Din registrering',
    body: 'Slutför din registrering och upptäck upp till 75 % rabatt på premium- och lyxmärken.',
  },
  giftVoucher: {
    heading: 'Presentkort',
    body: 'För att lösa in ett presentkort, logga in eller registrera dig med en inbjudan från en medlem.',
    login: 'Logga in',
    enterCode: 'Jag har en inbjudningskod',
  },
  emailActiveComplete: {
    heading: 'Du är redan medlem',
    body: 'Det finns redan ett konto med den här e-postadressen. Du skickas strax vidare till inloggningssidan.',
    loginNow: 'Gå till inloggningssidan nu',
    /** WCAG 2.2.1: the visitor can stop the automatic redirect to the login page. */
    redirect: {
      stop: 'Stanna på den här sidan',
      stopped:
        'Det finns redan ett konto med den här e-postadressen. Du stannar på den här sidan: gå till inloggningssidan när du är redo.',
    },
  },
  emailPendingComplete: {
    heading: 'Aktivera ditt konto',
    body: 'Ett konto med den här e-postadressen väntar på aktivering. Vi har skickat aktiveringsmejlet till dig igen.',
    useAnotherAddress: 'Registrera dig med en annan e-postadress',
  },
  socialSecondStep: {
    heading: 'Dina shoppingpreferenser',
    body: 'Berätta vad du gillar att handla så visar vi dig rätt erbjudanden.',
  },
} satisfies NamespaceRegistrationPagesTranslation;

export default sv_registrationPages;
