import type { NamespaceBoundaryTranslation } from '../../i18n-types';

const de_boundary = {
  backToForm: 'Zurück zum Formular',
  openPage: 'Seite öffnen',
  badRequest: {
    heading: 'Die Anfrage deines Browsers war nicht verständlich',
    text: 'Bitte versuche es über die Startseite noch einmal.',
  },
  unreadableForm: {
    heading: 'Das Formular konnte nicht gelesen werden',
    text: 'Es kam nicht so an, wie die Seite es sendet. Bitte geh zurück zum Formular und sende es noch einmal.',
  },
  crossSiteForm: {
    heading: 'Das Formular kam von einer anderen Website',
    text: 'Diese Seite nimmt Formulare nur von dieser Website an. Bitte fülle es hier aus.',
  },
  methodNotAllowed: {
    heading: 'Diese Anfrage kann die Seite nicht annehmen',
    text: 'Bitte öffne sie über ihren Link.',
  },
  tooLarge: {
    heading: 'Die gesendeten Angaben sind zu lang',
    text: 'Bitte kürze deine Angaben und sende das Formular noch einmal.',
  },
  addressTooLong: {
    heading: 'Die Adresse ist zu lang',
    text: 'Bitte prüfe den Link, dem du gefolgt bist, oder geh zur Startseite.',
  },
  headersTooLarge: {
    heading: 'Dein Browser hat zu viele Daten gesendet',
    text: 'Bitte lösche die Cookies dieser Website in deinem Browser und versuche es noch einmal.',
  },
} satisfies NamespaceBoundaryTranslation;

export default de_boundary;
