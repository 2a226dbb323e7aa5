import type { NamespaceBoundaryTranslation } from '../../i18n-types';

const sv_boundary = {
  backToForm: 'Tillbaka till formuläret',
  openPage: 'Öppna sidan',
  badRequest: {
    heading: 'Din webbläsares begäran kunde inte förstås',
    text: 'Försök igen från startsidan.',
  },
  unreadableForm: {
    heading: 'Formuläret kunde inte läsas',
    text: 'Det kom inte fram så som sidan skickar det. Gå tillbaka till formuläret och skicka det igen.',
  },
  crossSiteForm: {
    heading: 'Formuläret kom från en annan webbplats',
    text: 'Den här sidan tar bara emot formulär från den här webbplatsen. Fyll i det här.',
  },
  methodNotAllowed: {
    heading: 'Sidan kan inte ta emot den begäran',
    text: 'Öppna den via dess länk.',
  },
  tooLarge: {
    heading: 'Det som skickades är för långt',
    text: 'Korta dina uppgifter och skicka formuläret igen.',
  },
  addressTooLong: {
    heading: 'Adressen är för lång',
    text: 'Kontrollera länken du följde, eller gå till startsidan.',
  },
  headersTooLarge: {
    heading: 'Din webbläsare skickade för mycket data',
    text: 'Radera den här webbplatsens cookies i din webbläsare och försök igen.',
  },
} satisfies NamespaceBoundaryTranslation;

export default sv_boundary;
