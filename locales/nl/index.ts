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
  errors: {
    generic: 'Door een technisch probleem is onze winkel op dit moment niet beschikbaar... Kom later nog eens terug.',
    network: 'Netwerkprobleem gedetecteerd. Controleer je internetverbinding en probeer het opnieuw.',
    errorSummaryTitle: 'Er is een probleem',
  },
} satisfies Translation;

export default nl;
