import type { Translation } from '../i18n-types';
import { screenPages } from './screen-pages.js';
import { registrationPages } from './registration-pages.js';

const pl = {
  app: {
    name: 'Members Only',
    title: 'Members Only: moda premium i luksusowa do 75% taniej',
    loading: 'Ładowanie…',
    skipToContent: 'Przejdź do treści',
  },
  codeEntry: {
    heading: 'Wpisz swój kod',
    label: 'Kod rejestracyjny',
    submit: 'ZAREJESTRUJ SIĘ TERAZ',
    missing: 'Podaj kod dostępu.',
    invalid: 'Twój kod jest nieprawidłowy.',
  },
  invitationErrors: {
    invalid: 'Twoje zaproszenie jest nieważne. Niestety nie możesz się teraz zarejestrować.',
    noBalance: 'Osoba zapraszająca nie ma już wolnych zaproszeń. Spróbuj ponownie później.',
    expired: 'Twoje zaproszenie wygasło. Poproś osobę zapraszającą o nowe.',
    invalidLink: 'Twój link rejestracyjny jest nieprawidłowy. Poproś o nowe zaproszenie.',
  },
  notFound: {
    heading: 'Nie można znaleźć strony',
    backToStart: 'Przejdź do strony głównej',
  },
  topBanner: {
    label: 'Korzyści dla członków',
    text: 'Do 75% taniej · Darmowa dostawa i zwroty · Członkostwo jest bezpłatne',
  },
  footer: {
    legalNavigation: 'Firma i informacje prawne',
    jobs: 'Praca',
    cookieSettings: 'Ustawienia plików cookie',
    privacyPolicy: 'Polityka prywatności',
    terms: 'Regulamin',
    imprint: 'Nota prawna',
    sustainability: 'Zrównoważony rozwój',
    language: 'Język',
    changeLanguage: 'Zmień język',
    followUs: 'Obserwuj nas',
    paymentMethods: 'Metody płatności',
    deliveryMethods: 'Metody dostawy',
    claims:
      'Ponad 3 miliony klientów w 28 krajach Europy. Nasza aplikacja ma ocenę 4,8 gwiazdki z ponad 500 tys. opinii.',
  },
  carousel: {
    previous: 'Poprzedni slajd',
    next: 'Następny slajd',
    slideOf: 'Slajd {current} z {total}',
  },
  productShare: {
    body: 'Twoja rejestracja jest w toku. Produkt, który przeglądasz, czeka na Ciebie.',
    backToProduct: 'Wróć do produktu',
  },
  toast: {
    dismiss: 'Zamknij',
  },
  stepper: {
    label: 'Krok {current} z {total}',
  },
  errorPage: {
    notFound: 'Nie znaleziono strony',
    notFoundPath: 'Nie znaleziono strony: {path}',
    internal: 'Wewnętrzny błąd serwera',
  },
  pages: {
    ...screenPages,
    ...registrationPages,
  },
  errors: {
    generic: 'Z powodu problemu technicznego nasz sklep jest obecnie niedostępny... Odwiedź nas ponownie później.',
    network: 'Wykryto problem z siecią. Sprawdź połączenie z internetem i spróbuj ponownie.',
    errorSummaryTitle: 'Wystąpił problem',
  },
} satisfies Translation;

export default pl;
