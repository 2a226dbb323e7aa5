import type { Translation } from '../i18n-types';

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
    stores: 'Sklepy',
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
    membershipInterest: {
      heading: 'Zainteresowanie członkostwem',
      body: 'Członkostwo jest możliwe wyłącznie na zaproszenie. Bez zaproszenia możesz złożyć wniosek o członkostwo.',
      applyNow: 'Złóż wniosek',
    },
    membershipInterestApply: {
      heading: 'Wniosek o członkostwo',
      body: 'Liczba członków jest ściśle ograniczona. Podaj swój adres e-mail, a skontaktujemy się z Tobą, jeśli zostaniesz wybrany(-a).',
      emailLabel: 'Adres e-mail',
      submit: 'Wyślij',
      invalidEmail: 'Podaj prawidłowy adres e-mail',
    },
    membershipInterestConfirmation: {
      heading: 'Adres e-mail został przesłany',
      body: 'Rozpatrzymy Twój wniosek.',
    },
    deny: {
      heading: 'Brak dostępu',
      invalid: 'Brak dostępu. Twoje zaproszenie jest nieważne.',
      expired: 'Brak dostępu. Twoje zaproszenie wygasło. Skontaktuj się z osobą zapraszającą.',
    },
  },
  errors: {
    notAuthorized: 'Nie jesteś zalogowany(-a) jako administrator, dlatego to narzędzie jest dla Ciebie niedostępne.',
    linkNoLongerValid: 'Twój link jest już nieważny. Zaloguj się ponownie, aby otrzymać nowy.',
    generic: 'Z powodu problemu technicznego nasz sklep jest obecnie niedostępny... Odwiedź nas ponownie później.',
    network: 'Wykryto problem z siecią. Sprawdź połączenie z internetem i spróbuj ponownie.',
    errorSummaryTitle: 'Wystąpił problem',
  },
} satisfies Translation;

export default pl;
