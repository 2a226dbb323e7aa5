import type { Translation } from '../i18n-types';

const nl = {
  app: {
    name: 'Members Only',
    title: 'Members Only: premium- en luxemode met tot 75% korting',
    loading: 'Bezig met laden…',
    skipToContent: 'Naar de inhoud',
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
    stores: 'Winkels',
    legalNavigation: 'Bedrijf en juridisch',
    jobs: 'Vacatures',
    cookieSettings: 'Cookie-instellingen',
    privacyPolicy: 'Privacybeleid',
    terms: 'Algemene voorwaarden',
    imprint: 'Colofon',
    sustainability: 'Duurzaamheid',
    language: 'Taal',
    changeLanguage: 'Taal wijzigen',
    followUs: 'Volg ons',
    paymentMethods: 'Betaalmethoden',
    deliveryMethods: 'Verzendmethoden',
    claims:
      'Meer dan 3 miljoen klanten in 28 Europese landen. Onze app krijgt 4,8 sterren uit meer dan 500.000 beoordelingen.',
  },
  carousel: {
    previous: 'Vorige slide',
    next: 'Volgende slide',
    slideOf: 'Slide {current} van {total}',
  },
  productShare: {
    body: 'Je registratie is onderweg. Het product dat je bekeek, wacht op je.',
    backToProduct: 'Terug naar het product',
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
    membershipInterest: {
      heading: 'Interesse in lidmaatschap',
      body: 'Lidmaatschap is alleen op uitnodiging mogelijk. Zonder uitnodiging kun je je aanmelden voor een lidmaatschap.',
      applyNow: 'Nu aanmelden',
    },
    membershipInterestApply: {
      heading: 'Aanmelden voor een lidmaatschap',
      body: 'Het lidmaatschap is strikt beperkt. Vul je e-mailadres in en we nemen contact met je op als je wordt geselecteerd.',
      emailLabel: 'E-mailadres',
      submit: 'Verzenden',
      invalidEmail: 'Vul een geldig e-mailadres in',
    },
    membershipInterestConfirmation: {
      heading: 'E-mailadres succesvol verzonden',
      body: 'We nemen je aanmelding in overweging.',
    },
    deny: {
      heading: 'Toegang geweigerd',
      invalid: 'Toegang geweigerd. Je uitnodiging is ongeldig.',
      expired: 'Toegang geweigerd. Je uitnodiging is verlopen. Neem contact op met het lid dat je heeft uitgenodigd.',
    },
  },
  errors: {
    notAuthorized: 'Je bent niet als beheerder ingelogd, dus deze tool is niet voor jou beschikbaar.',
    linkNoLongerValid: 'Je link is niet meer geldig. Log opnieuw in om een nieuwe te krijgen.',
    generic: 'Door een technisch probleem is onze winkel op dit moment niet beschikbaar... Kom later nog eens terug.',
    network: 'Netwerkprobleem gedetecteerd. Controleer je internetverbinding en probeer het opnieuw.',
    errorSummaryTitle: 'Er is een probleem',
  },
} satisfies Translation;

export default nl;
