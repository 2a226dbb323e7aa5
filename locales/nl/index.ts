import type { Translation } from '../i18n-types';
import { screenPages } from './screen-pages.js';
import { registrationPages } from './registration-pages.js';

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
    ...screenPages,
    ...registrationPages,
  },
  errors: {
    generic: 'Door een technisch probleem is onze winkel op dit moment niet beschikbaar... Kom later nog eens terug.',
    network: 'Netwerkprobleem gedetecteerd. Controleer je internetverbinding en probeer het opnieuw.',
    errorSummaryTitle: 'Er is een probleem',
  },
} satisfies Translation;

export default nl;
