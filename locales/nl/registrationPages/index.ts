import type { NamespaceRegistrationPagesTranslation } from '../../i18n-types';

// Pages of the registration journey: form outcomes, activation, gift voucher, social second step.
const nl_registrationPages = {
  activateAccount: {
    heading: 'Je account wordt geactiveerd',
    body: 'Een ogenblik geduld: we activeren je lidmaatschap.',
    activatedHeading: 'Welkom bij Members Only',
    activatedBody: 'Je lidmaatschap is actief. Log in en ontdek de aanbiedingen van vandaag.',
    login: 'Inloggen',
    activate: 'Mijn account activeren',
  },
  activateAccountError: {
    heading: 'Activering mislukt',
    invalidLink: 'De activeringslink is ongeldig. Probeer het opnieuw of neem contact op met onze klantenservice.',
    failed: 'Je activeringspoging is mislukt. Probeer het opnieuw.',
    backToRegistration: 'Terug naar de registratie',
    retry: 'Opnieuw proberen',
  },
  formFinished: {
    heading: 'Kijk in je inbox',
    body: 'We hebben je een e-mail gestuurd om je lidmaatschap te activeren. Kijk in je inbox en in je spammap.',
    sentTo: 'De e-mail is verstuurd naar {email}.',
    resend: 'E-mail opnieuw versturen',
    resent: 'We hebben de e-mail opnieuw verstuurd.',
  },
  formStarted: {
    heading: 'Je registratie',
    body: 'Rond je registratie af en ontdek tot 75% korting op premium- en luxemerken.',
  },
  giftVoucher: {
    heading: 'Cadeaubon',
    body: 'Om een cadeaubon te verzilveren, log je in of registreer je je met een uitnodiging van een lid.',
    login: 'Inloggen',
    enterCode: 'Ik heb een uitnodigingscode',
  },
  emailActiveComplete: {
    heading: 'Je bent al lid',
    body: 'Er bestaat al een account met dit e-mailadres. Je wordt zo doorgestuurd naar de inlogpagina.',
    loginNow: 'Nu naar de inlogpagina',
    /** WCAG 2.2.1: the visitor can stop the automatic redirect to the login page. */
    redirect: {
      stop: 'Op deze pagina blijven',
      stopped:
        'Er bestaat al een account met dit e-mailadres. Je blijft op deze pagina: ga naar de inlogpagina wanneer je er klaar voor bent.',
    },
  },
  emailPendingComplete: {
    heading: 'Activeer je account',
    body: 'Een account met dit e-mailadres wacht op activering. We hebben je de activeringsmail opnieuw gestuurd.',
    useAnotherAddress: 'Registreren met een ander e-mailadres',
  },
  socialSecondStep: {
    heading: 'Je shoppingvoorkeuren',
    body: 'Vertel ons waar je graag naar shopt, dan tonen we je de juiste aanbiedingen.',
  },
} satisfies NamespaceRegistrationPagesTranslation;

export default nl_registrationPages;
