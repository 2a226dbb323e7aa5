import type { NamespaceBoundaryTranslation } from '../../i18n-types';

const pl_boundary = {
  backToForm: 'Wróć do formularza',
  openPage: 'Otwórz stronę',
  badRequest: {
    heading: 'Nie udało się zrozumieć żądania Twojej przeglądarki',
    text: 'Spróbuj ponownie od strony głównej.',
  },
  unreadableForm: {
    heading: 'Nie udało się odczytać formularza',
    text: 'Nie dotarł w takiej postaci, w jakiej wysyła go strona. Wróć do formularza i wyślij go ponownie.',
  },
  crossSiteForm: {
    heading: 'Formularz pochodzi z innej witryny',
    text: 'Ta strona przyjmuje formularze tylko z tej witryny. Wypełnij go tutaj.',
  },
  methodNotAllowed: {
    heading: 'Ta strona nie może przyjąć tego żądania',
    text: 'Otwórz ją za pomocą jej linku.',
  },
  tooLarge: {
    heading: 'Wysłane dane są zbyt długie',
    text: 'Skróć wpisane dane i wyślij formularz ponownie.',
  },
  addressTooLong: {
    heading: 'Adres jest zbyt długi',
    text: 'Sprawdź link, z którego skorzystano, lub przejdź do strony głównej.',
  },
  headersTooLarge: {
    heading: 'Twoja przeglądarka wysłała zbyt dużo danych',
    text: 'Usuń pliki cookie tej witryny w przeglądarce i spróbuj ponownie.',
  },
} satisfies NamespaceBoundaryTranslation;

export default pl_boundary;
