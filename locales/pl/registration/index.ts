import type { NamespaceRegistrationTranslation } from '../../i18n-types';

// The registration form, its messages, social sign-up and the product popup.
const pl_registration = {
  form: {
    heading: 'Zostań członkiem',
    headingStep2: 'Opowiedz nam o sobie',
    genderLegend: 'Zwrot grzecznościowy',
    genderFemale: 'Pani',
    genderMale: 'Pan',
    firstName: 'Imię',
    lastName: 'Nazwisko',
    email: 'Adres e-mail',
    country: 'Kraj',
    countryPlaceholder: 'Wybierz swój kraj',
    newsletterShort: 'Tak, chcę otrzymywać newsletter z ekskluzywnymi ofertami.',
    newsletterLong:
      'Będziemy wysyłać Ci e-mailem spersonalizowane oferty oraz informacje o nowych markach i wyprzedażach. Możesz w każdej chwili bezpłatnie wycofać tę zgodę, korzystając z linku w każdym newsletterze.',
    terms: 'Akceptuję regulamin i zapoznałem(-am) się z polityką prywatności.',
    termsLink: 'Regulamin',
    dataPolicyLink: 'Polityka prywatności',
    emailConsent: 'Rejestrując się, zgadzasz się na otrzymywanie od nas e-maili dotyczących Twojego członkostwa.',
    signUp: 'Zarejestruj się',
    signUpNow: 'Zarejestruj się teraz',
    completeRegistration: 'ZAKOŃCZ REJESTRACJĘ',
    continue: 'Dalej',
    back: 'Wstecz',
    sending: 'Proszę czekać…',
  },
  messages: {
    gender: 'Wybierz jedną z opcji',
    firstName: 'Podaj swoje imię',
    lastName: 'Podaj swoje nazwisko',
    country: 'Wybierz swój kraj',
    email: 'Podaj prawidłowy adres e-mail',
    invalidCharacters: 'Użyj prawidłowych znaków',
    tooLong: 'Maksymalna liczba znaków: {max}',
    terms: 'Zaakceptuj regulamin',
    shoppingPreferences: 'Wybierz co najmniej jedną opcję',
    socialToken: 'Twoja sesja rejestracji wygasła. Zarejestruj się ponownie.',
  },
  social: {
    heading: 'Zarejestruj się w jednym kroku',
    google: 'Kontynuuj z Google',
    facebook: 'Kontynuuj z Facebookiem',
    apple: 'Kontynuuj z Apple',
    phone: 'Kontynuuj z numerem telefonu',
    comingSoon: 'Już wkrótce. Zarejestruj się przez e-mail.',
  },
  codeRequired:
    'Rejestracja jest możliwa wyłącznie na zaproszenie. Wpisz kod z zaproszenia lub złóż wniosek o członkostwo.',
  applyForMembership: 'Złóż wniosek o członkostwo',
  productPopup: {
    heading: 'Tylko dla członków',
    body: 'Ten produkt jest dostępny wyłącznie dla naszych członków. Podaj swój adres e-mail, aby się zarejestrować i zobaczyć cenę dla członków.',
    submit: 'Dalej',
    close: 'Zamknij',
  },
  formFinishedPopup: {
    close: 'Zamknij',
  },
  shoppingPreferences: {
    legend: 'Na jakie zakupy masz ochotę?',
    WOMEN: 'Kobiety',
    MEN: 'Mężczyźni',
    KIDS: 'Dzieci',
    HOME: 'Dom',
    BEAUTY: 'Uroda',
    signingUpAs: 'Rejestrujesz się jako {email}.',
  },
  flows: {
    steps: {
      email: 'Twój e-mail',
      details: 'Twoje dane',
      account: 'Twoje konto',
      preferences: 'Preferencje zakupowe',
    },
    knownEmail: 'Rejestrujesz się jako {email}.',
    useAnotherEmail: 'Użyj innego adresu e-mail',
    waitingList: {
      approved: 'Dobra wiadomość: zwolniło się dla Ciebie miejsce. Zakończ rejestrację, aby dołączyć do społeczności.',
      refused:
        'Ten link zatwierdzający jest nieprawidłowy. Użyj linku z najnowszej wiadomości e-mail lub wpisz kod zaproszenia.',
      checkFailed: 'Nie udało się sprawdzić Twojego linku zatwierdzającego. Odśwież stronę, aby spróbować ponownie.',
    },
    social: {
      heading: 'Zarejestruj się przez konto społecznościowe',
      intro: 'Zarejestruj się za pomocą swojego konta. W następnym kroku wybierzesz, jakie zakupy Cię interesują.',
    },
  },
} satisfies NamespaceRegistrationTranslation;

export default pl_registration;
