import type { Translation } from '../i18n-types';

const nl = {
  app: {
    name: 'Members Only',
    title: 'Members Only: premium- en luxemode met tot 75% korting',
    loading: 'Bezig met laden…',
    skipToContent: 'Naar de inhoud',
  },
  landing: {
    headline: 'Members Only',
    subheadline: 'Tot 75% korting op meer dan 3.000 designermerken. Gratis verzending en gratis retourneren.',
    invitedBy: '{inviter} heeft je uitgenodigd om lid te worden.',
    invitedAnonymously: 'Je bent uitgenodigd om lid te worden.',
    countriesAvailable: 'Je kunt je in {count} landen registreren.',
  },
  codeEntry: {
    heading: 'Voer je code in',
    label: 'Registratiecode',
    submit: 'NU REGISTREREN',
    missing: 'Voer een toegangscode in.',
    invalid: 'Je code is niet geldig.',
  },
  invitationErrors: {
    invalid: 'Je uitnodiging is ongeldig. Helaas kun je je op dit moment niet registreren.',
    noBalance: 'Het lid dat je heeft uitgenodigd heeft geen uitnodigingen meer. Probeer het later opnieuw.',
    expired: 'Je uitnodiging is verlopen. Vraag het lid dat je heeft uitgenodigd om een nieuwe.',
    invalidLink: 'Je registratielink is ongeldig. Vraag een nieuwe uitnodiging aan.',
  },
  notFound: {
    heading: 'De pagina kan niet worden gevonden',
    backToStart: 'Naar de startpagina',
  },
  topBanner: {
    label: 'Voordelen voor leden',
    text: 'Tot 75% korting · Gratis verzending en retourneren · Lidmaatschap is gratis',
  },
  footer: {
    legalNavigation: 'Bedrijf en juridisch',
    jobs: 'Vacatures',
    cookieSettings: 'Cookie-instellingen',
    privacyPolicy: 'Privacybeleid',
    terms: 'Algemene voorwaarden',
    imprint: 'Colofon',
    sustainability: 'Duurzaamheid',
    language: 'Taal',
    followUs: 'Volg ons',
    paymentMethods: 'Betaalmethoden',
    deliveryMethods: 'Verzendmethoden',
    claims:
      'Meer dan 3 miljoen klanten in 28 Europese landen. Onze app krijgt 4,8 sterren uit meer dan 500.000 beoordelingen.',
  },
  toast: {
    dismiss: 'Sluiten',
  },
  stepper: {
    label: 'Stap {current} van {total}',
  },
  errorPage: {
    notFound: 'Pagina niet gevonden',
    notFoundPath: 'Pagina niet gevonden: {path}',
    internal: 'Interne serverfout',
  },
  pages: {
    aboutUs: {
      heading: 'Over ons',
      body: 'Alleen op uitnodiging toegang tot meer dan 3.000 felbegeerde designermerken: mode opnieuw uitgevonden, met ingetogen exclusiviteit, in 28 Europese landen.',
    },
    registrationLinkGenerator: {
      heading: 'Generator voor registratielinks',
      body: 'Voer een geldige registratiecode in en ontvang een link die 14 dagen geldig is.',
    },
    splitGenerator: {
      heading: 'Splitgenerator',
      body: 'Maak links naar de landingspagina die een gekozen variant van een experiment tonen.',
    },
    lobby: {
      heading: 'Members Only',
      body: 'Onze community is op dit moment vol. Schrijf je in op de wachtlijst, dan laten we het je weten zodra er een plek vrijkomt.',
    },
    membershipInterest: {
      heading: 'Interesse in lidmaatschap',
      body: 'Lidmaatschap is alleen op uitnodiging mogelijk. Zonder uitnodiging kun je je aanmelden voor een lidmaatschap.',
      applyNow: 'Nu aanmelden',
    },
    membershipInterestApply: {
      heading: 'Aanmelden voor een lidmaatschap',
      body: 'Het lidmaatschap is strikt beperkt. Vul je e-mailadres in en we nemen contact met je op als je wordt geselecteerd.',
    },
    membershipInterestConfirmation: {
      heading: 'E-mailadres succesvol verzonden',
      body: 'We nemen je aanmelding in overweging.',
    },
    activateAccount: {
      heading: 'Je account wordt geactiveerd',
      body: 'Een ogenblik geduld: we activeren je lidmaatschap.',
    },
    activateAccountError: {
      heading: 'Activering mislukt',
      invalidLink: 'De activeringslink is ongeldig. Probeer het opnieuw of neem contact op met onze klantenservice.',
      failed: 'Je activeringspoging is mislukt. Probeer het opnieuw.',
    },
    deny: {
      heading: 'Toegang geweigerd',
      invalid: 'Toegang geweigerd. Je uitnodiging is ongeldig.',
      expired: 'Toegang geweigerd. Je uitnodiging is verlopen. Neem contact op met het lid dat je heeft uitgenodigd.',
    },
    formFinished: {
      heading: 'Kijk in je inbox',
      body: 'We hebben je een e-mail gestuurd om je lidmaatschap te activeren. Kijk in je inbox en in je spammap.',
    },
    formStarted: {
      heading: 'Je registratie',
      body: 'Rond je registratie af en ontdek tot 75% korting op premium- en luxemerken.',
    },
    giftVoucher: {
      heading: 'Cadeaubon',
      body: 'Om een cadeaubon te verzilveren, log je in of registreer je je met een uitnodiging van een lid.',
    },
    emailActiveComplete: {
      heading: 'Je bent al lid',
      body: 'Er bestaat al een account met dit e-mailadres. Je wordt zo doorgestuurd naar de inlogpagina.',
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
  },
  errors: {
    generic: 'Door een technisch probleem is onze winkel op dit moment niet beschikbaar... Kom later nog eens terug.',
    network: 'Netwerkprobleem gedetecteerd. Controleer je internetverbinding en probeer het opnieuw.',
    errorSummaryTitle: 'Er is een probleem',
  },
} satisfies Translation;

export default nl;
