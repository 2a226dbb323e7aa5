import type { Translation } from '../i18n-types';

const pl = {
  app: {
    name: 'Members Only',
    title: 'Members Only: moda premium i luksusowa do 75% taniej',
    loading: 'Ładowanie…',
    skipToContent: 'Przejdź do treści',
  },
  landing: {
    headline: 'Members Only',
    subheadline: 'Do 75% rabatu na ponad 3000 marek projektantów. Darmowa dostawa i darmowe zwroty.',
    invitedBy: '{inviter} zaprasza Cię do dołączenia.',
    invitedAnonymously: 'Otrzymujesz zaproszenie do dołączenia.',
    countriesAvailable: 'Możesz zarejestrować się w {count} krajach.',
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
    followUs: 'Obserwuj nas',
    paymentMethods: 'Metody płatności',
    deliveryMethods: 'Metody dostawy',
    claims:
      'Ponad 3 miliony klientów w 28 krajach Europy. Nasza aplikacja ma ocenę 4,8 gwiazdki z ponad 500 tys. opinii.',
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
    aboutUs: {
      heading: 'O nas',
      body: 'Dostęp wyłącznie na zaproszenie do ponad 3000 pożądanych marek projektantów: moda na nowo, z dyskretną ekskluzywnością, w 28 krajach Europy.',
    },
    registrationLinkGenerator: {
      heading: 'Generator linków rejestracyjnych',
      body: 'Wpisz prawidłowy kod rejestracyjny i otrzymaj link ważny przez 14 dni.',
    },
    splitGenerator: {
      heading: 'Generator wariantów',
      body: 'Twórz linki do strony docelowej, które pokazują wybrany wariant eksperymentu.',
    },
    lobby: {
      heading: 'Members Only',
      body: 'Nasza społeczność jest obecnie pełna. Zapisz się na listę oczekujących, a damy Ci znać, gdy tylko zwolni się miejsce.',
    },
    membershipInterest: {
      heading: 'Zainteresowanie członkostwem',
      body: 'Członkostwo jest możliwe wyłącznie na zaproszenie. Bez zaproszenia możesz złożyć wniosek o członkostwo.',
      applyNow: 'Złóż wniosek',
    },
    membershipInterestApply: {
      heading: 'Wniosek o członkostwo',
      body: 'Liczba członków jest ściśle ograniczona. Podaj swój adres e-mail, a skontaktujemy się z Tobą, jeśli zostaniesz wybrany(-a).',
    },
    membershipInterestConfirmation: {
      heading: 'Adres e-mail został przesłany',
      body: 'Rozpatrzymy Twój wniosek.',
    },
    activateAccount: {
      heading: 'Aktywujemy Twoje konto',
      body: 'Chwileczkę: aktywujemy Twoje członkostwo.',
    },
    activateAccountError: {
      heading: 'Aktywacja nie powiodła się',
      invalidLink:
        'Link aktywacyjny jest nieprawidłowy. Spróbuj ponownie lub skontaktuj się z naszym działem obsługi klienta.',
      failed: 'Próba aktywacji nie powiodła się. Spróbuj ponownie.',
    },
    deny: {
      heading: 'Brak dostępu',
      invalid: 'Brak dostępu. Twoje zaproszenie jest nieważne.',
      expired: 'Brak dostępu. Twoje zaproszenie wygasło. Skontaktuj się z osobą zapraszającą.',
    },
    formFinished: {
      heading: 'Sprawdź skrzynkę odbiorczą',
      body: 'Wysłaliśmy Ci e-mail, aby aktywować Twoje członkostwo. Sprawdź skrzynkę odbiorczą oraz folder ze spamem.',
    },
    formStarted: {
      heading: 'Twoja rejestracja',
      body: 'Dokończ rejestrację i odkryj do 75% rabatu na marki premium i luksusowe.',
    },
    giftVoucher: {
      heading: 'Bon podarunkowy',
      body: 'Aby zrealizować bon podarunkowy, zaloguj się lub zarejestruj z zaproszeniem od członka.',
    },
    emailActiveComplete: {
      heading: 'Jesteś już członkiem',
      body: 'Konto z tym adresem e-mail już istnieje. Za chwilę przekierujemy Cię na stronę logowania.',
    },
    emailPendingComplete: {
      heading: 'Aktywuj swoje konto',
      body: 'Konto z tym adresem e-mail czeka na aktywację. Ponownie wysłaliśmy Ci e-mail aktywacyjny.',
      useAnotherAddress: 'Zarejestruj się z innym adresem e-mail',
    },
    socialSecondStep: {
      heading: 'Twoje preferencje zakupowe',
      body: 'Powiedz nam, czego lubisz szukać, a pokażemy Ci odpowiednie oferty.',
    },
  },
  errors: {
    generic: 'Z powodu problemu technicznego nasz sklep jest obecnie niedostępny... Odwiedź nas ponownie później.',
    network: 'Wykryto problem z siecią. Sprawdź połączenie z internetem i spróbuj ponownie.',
    errorSummaryTitle: 'Wystąpił problem',
  },
} satisfies Translation;

export default pl;
