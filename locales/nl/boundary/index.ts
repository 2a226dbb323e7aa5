import type { NamespaceBoundaryTranslation } from '../../i18n-types';

const nl_boundary = {
  backToForm: 'Terug naar het formulier',
  openPage: 'Pagina openen',
  badRequest: {
    heading: 'Het verzoek van je browser was niet te begrijpen',
    text: 'Probeer het opnieuw vanaf de startpagina.',
  },
  unreadableForm: {
    heading: 'Het formulier kon niet worden gelezen',
    text: 'Het kwam niet aan zoals de pagina het verstuurt. Ga terug naar het formulier en verstuur het opnieuw.',
  },
  crossSiteForm: {
    heading: 'Het formulier kwam van een andere website',
    text: 'Deze pagina neemt alleen formulieren van deze website aan. Vul het hier in.',
  },
  methodNotAllowed: {
    heading: 'Deze pagina kan dit verzoek niet aannemen',
    text: 'Open haar via haar link.',
  },
  tooLarge: {
    heading: 'Wat je verstuurde is te lang',
    text: 'Maak je gegevens korter en verstuur het formulier opnieuw.',
  },
  addressTooLong: {
    heading: 'Het adres is te lang',
    text: 'Controleer de link die je hebt gevolgd, of ga naar de startpagina.',
  },
  headersTooLarge: {
    heading: 'Je browser heeft te veel gegevens verstuurd',
    text: 'Verwijder de cookies van deze website in je browser en probeer het opnieuw.',
  },
} satisfies NamespaceBoundaryTranslation;

export default nl_boundary;
