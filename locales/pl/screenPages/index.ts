import type { NamespaceScreenPagesTranslation } from '../../i18n-types';

// Pages of the lobby, about us, stores and admin tools (the membership interest's and the denial's
// are every page's: pages.*).
const pl_screenPages = {
  aboutUs: {
    heading: 'O nas',
    body: 'Dostęp wyłącznie na zaproszenie do ponad 3000 pożądanych marek projektantów: moda na nowo, z dyskretną ekskluzywnością, w 28 krajach Europy.',
    carouselLabel: 'Korzyści dla członków',
    slides: {
      invitation: {
        title: 'Dostęp wyłącznie na zaproszenie',
        text: 'Nasza społeczność jest zamknięta: dołączasz, gdy zaprosi Cię członek. Członkostwo jest bezpłatne i niezobowiązujące.',
      },
      fashion: {
        title: 'Moda na nowo',
        text: 'Moda premium i luksusowa z rabatem do 75%, z bezpłatną dostawą i bezpłatnym zwrotem.',
      },
      designers: {
        title: 'Pożądani projektanci',
        text: 'Ponad 3000 marek projektantów i 500 nowych produktów codziennie o północy.',
      },
      exclusivity: {
        title: 'Dyskretna ekskluzywność',
        text: 'Nasze oferty są tylko dla członków: bez publicznych cen, bez tłumów, tylko rzeczy, których szukasz.',
      },
      countries: {
        title: '28 krajów Europy',
        text: 'Ponad 3 miliony członków w 28 krajach Europy robi u nas zakupy.',
      },
    },
  },
  stores: {
    heading: 'Nasze sklepy',
    body: 'Odkryj nasze kolekcje na miejscu. Nasze trzy sklepy są otwarte wyłącznie dla członków z kartą Silver, Gold lub Diamond.',
    access: 'Przy wejściu okaż swoją kartę członkowską Silver, Gold lub Diamond.',
    hours: 'Od poniedziałku do soboty, 10:00–19:00',
    munich: 'Monachium',
    dornach: 'Dornach',
    vienna: 'Wiedeń',
    germany: 'Niemcy',
    austria: 'Austria',
  },
  registrationLinkGenerator: {
    heading: 'Generator linków rejestracyjnych',
    body: 'Wpisz prawidłowy kod rejestracyjny i otrzymaj link ważny przez 14 dni.',
    codeLabel: 'Kod rejestracyjny',
    submit: 'Utwórz link',
    invalidCharacters: 'Użyj prawidłowych znaków',
    codeRejected: 'Tego kodu rejestracyjnego nie można użyć do utworzenia linku rejestracyjnego.',
    linkLabel: 'Link rejestracyjny',
    validUntil: 'Ważny do {date}',
    copy: 'Skopiuj link do schowka',
  },
  splitGenerator: {
    heading: 'Generator wariantów',
    body: 'Linki do strony docelowej, które pokazują wybraną wartość każdej opcji strony, w każdym języku. Wymuszone wartości nie liczą się jako przydział do eksperymentu.',
    notConfigured: 'Dla tego środowiska nie skonfigurowano usługi flag funkcji.',
    loadFailed: 'Nie udało się wczytać eksperymentów. Spróbuj ponownie później.',
    codeLabel: 'Kod rejestracyjny (opcjonalnie)',
    codeHint: 'Dodaje kod do każdego linku, dzięki czemu link otwiera także formularz rejestracji.',
    unprefixed: 'Bez prefiksu języka (angielski)',
    valueColumn: 'Wartość',
    runningExperiment: 'Trwający eksperyment: {name}',
    options: {
      registrationFlow: 'Przebieg rejestracji',
      layout: 'Układ',
      headline: 'Nagłówek',
      welcomeVoucher: 'Bon powitalny',
      introFlow: 'Wprowadzenie',
      banner: 'Baner sezonowy',
      formFinishedInPopup: '„Sprawdź skrzynkę” w okienku',
    },
  },
  admin: {
    refusedHeading: 'Tylko dla administratorów',
    signInHint: 'Zaloguj się na swoje konto administratora i otwórz tę stronę ponownie.',
    signedInAs: 'Zalogowano jako {name}',
    copied: 'Link skopiowano do schowka.',
    copyFailed: 'Nie udało się skopiować linku. Zaznacz go i skopiuj samodzielnie.',
  },
  lobby: {
    heading: 'Members Only',
    body: 'Nasza społeczność jest obecnie pełna. Zapisz się na listę oczekujących, a damy Ci znać, gdy tylko zwolni się miejsce.',
    waitingListHeading: 'Lista oczekujących',
    consent:
      'Zapisując się na listę oczekujących, zgadzam się na powiadomienie mnie na adres {email}, gdy tylko zwolni się miejsce.',
    join: 'ZAPISZ SIĘ NA LISTĘ OCZEKUJĄCYCH',
    joined: 'Zostałeś(-aś) dodany(-a) do listy oczekujących.',
    alreadyJoined: 'Jesteś już na liście oczekujących. Damy Ci znać, gdy tylko zwolni się miejsce.',
    backToLogin: 'Wróć do logowania',
    legalNote: 'Zarejestrowałeś(-aś) się przez Google, Facebook lub Apple i nie chcesz już mieć u nas konta?',
    legalLink: 'Jak usunąć konto utworzone przez serwis społecznościowy',
  },
} satisfies NamespaceScreenPagesTranslation;

export default pl_screenPages;
