import type { NamespaceLandingPageTranslation } from '../../i18n-types';

// The landing page: headline variants, banners, welcome vouchers, intro flow and content blocks.
const pl_landingPage = {
  headlines: {
    default: {
      title: 'Moda premium i luksusowa do 75% taniej',
      subtitle: 'Członkostwo w Members Only jest bezpłatne i niezobowiązujące. Darmowa dostawa i darmowe zwroty.',
    },
    social: {
      title: 'Dołącz do klubu modowego, który ma ponad 3 miliony członków',
      subtitle: 'Ponad 3000 marek projektantów do 75% taniej, tylko dla członków.',
    },
    viral: {
      title: '{inviter} zaprasza Cię do dołączenia',
      subtitle: 'Przyjmij zaproszenie i kupuj produkty ponad 3000 marek projektantów do 75% taniej.',
    },
    viralNoName: {
      title: 'Otrzymujesz zaproszenie do dołączenia',
      subtitle: 'Przyjmij zaproszenie i kupuj produkty ponad 3000 marek projektantów do 75% taniej.',
    },
    viralProductShare: {
      title: 'Ktoś z klubu udostępnił Ci produkt',
      subtitle: 'Zarejestruj się bezpłatnie, aby zobaczyć cenę dla członków i około 5 milionów innych produktów.',
    },
    daba: {
      title: 'Moda projektantów taniej',
      subtitle: '500 nowych produktów codziennie o północy, do 75% taniej.',
    },
    leanRegistrationStep2: {
      title: 'Prawie gotowe',
      subtitle: 'Powiedz nam, jak mamy się do Ciebie zwracać, a Twoje członkostwo będzie gotowe.',
    },
    socialRegistration: {
      title: 'Rejestracja w kilka sekund',
      subtitle: 'Zarejestruj się bezpłatnie i odkryj marki premium i luksusowe do 75% taniej.',
    },
    socialRegistration2ndStep: {
      title: 'Ostatni krok',
      subtitle: 'Wybierz, na jakie zakupy masz ochotę, a pokażemy Ci odpowiednie oferty.',
    },
    social10PercentNoMov: {
      title: '10% rabatu na pierwsze zamówienie',
      subtitle: 'Zarejestruj się teraz: Twój bon powitalny jest ważny przez 2 tygodnie od rejestracji.',
    },
    social15PercentNoMov: {
      title: '15% rabatu na pierwsze zamówienie',
      subtitle: 'Zarejestruj się teraz: Twój bon powitalny jest ważny przez 2 tygodnie od rejestracji.',
    },
    social15PercentMov: {
      title: '15% rabatu na pierwsze zamówienie',
      subtitle:
        'Zarejestruj się teraz: Twój bon powitalny jest ważny przez 2 tygodnie od rejestracji, od minimalnej wartości zamówienia.',
    },
    social20PercentMov: {
      title: '20% rabatu na pierwsze zamówienie',
      subtitle:
        'Zarejestruj się teraz: Twój bon powitalny jest ważny przez 2 tygodnie od rejestracji, od minimalnej wartości zamówienia.',
    },
  },
  voucher: {
    label: 'Bon powitalny',
    noMov: '{percent}% rabatu na pierwsze zamówienie, ważny przez 2 tygodnie od rejestracji.',
    withMov:
      '{percent}% rabatu na pierwsze zamówienie od minimalnej wartości zamówienia, ważny przez 2 tygodnie od rejestracji.',
  },
  banners: {
    blackFriday: 'Black Friday: dodatkowe oferty oprócz rabatów do 75%, tylko w ten piątek.',
    blackWeek: 'Black Week: cały tydzień dodatkowych ofert dla członków.',
    cyberMonday: 'Cyber Monday: ostatnia szansa na najlepsze oferty tego roku.',
  },
  intro: {
    label: 'Witamy w Members Only',
    welcomeTitle: 'Witamy',
    welcomeText: 'Zamknięty klub modowy marek premium i luksusowych. Członkostwo jest bezpłatne.',
    brandsTitle: 'Marki luksusowe',
    brandsText: 'Ponad 500 marek w klubie i 500 nowych produktów codziennie o północy.',
    confidenceTitle: 'Kupuj bez obaw',
    confidenceText: 'Darmowa dostawa, darmowe zwroty i aplikacja z oceną 4,8 gwiazdki z ponad 500 tys. opinii.',
    createTitle: 'Załóż konto',
    createOffer: {
      noMov: 'Zarejestruj się teraz i odbierz {percent}% rabatu na pierwsze zakupy.',
      withMov:
        'Zarejestruj się teraz i odbierz {percent}% rabatu na pierwsze zakupy od minimalnej wartości zamówienia.',
    },
    next: 'Dalej',
    skip: 'Pomiń',
    start: 'Załóż konto',
  },
  benefits: {
    heading: 'Dlaczego nasi członkowie nas kochają',
    discounts: 'Do 75% rabatu na marki premium i luksusowe',
    labels: 'Ponad 3000 marek projektantów i około 5 milionów produktów',
    daily: '500 nowych produktów codziennie o północy',
    shipping: 'Darmowa dostawa i darmowe zwroty',
  },
  carousel: {
    heading: 'Odkryj klub',
    women: 'Kobiety: ubrania, torebki i buty od wielkich domów mody.',
    men: 'Mężczyźni: garnitury, sneakersy i dodatki od cenionych projektantów.',
    kids: 'Dzieci: ubrania od projektantów dla najmłodszych.',
    home: 'Dom: meble i dekoracje marek premium.',
    beauty: 'Uroda: perfumy i pielęgnacja od luksusowych domów mody.',
  },
  faq: {
    heading: 'Najczęściej zadawane pytania',
    costQuestion: 'Czy członkostwo jest płatne?',
    costAnswer: 'Nie. Członkostwo jest bezpłatne i niezobowiązujące.',
    invitationQuestion: 'Dlaczego potrzebuję zaproszenia?',
    invitationAnswer:
      'Members Only to zamknięta społeczność. Członkowie zapraszają osoby, które znają; bez zaproszenia możesz złożyć wniosek o członkostwo.',
    countriesQuestion: 'Gdzie mogę się zarejestrować?',
    countriesAnswer: 'W 28 krajach Europy. Dostawa jest bezpłatna, zwroty również.',
    newsletterQuestion: 'Czy mogę zrezygnować z newslettera?',
    newsletterAnswer: 'Tak, w dowolnym momencie, za pomocą linku w każdym newsletterze lub na swoim koncie.',
  },
  cta: {
    heading: 'Chcesz dołączyć?',
    text: 'Rejestracja zajmuje mniej niż minutę.',
    button: 'Zarejestruj się teraz',
  },
  waitingList: {
    heading: 'Nie masz jeszcze zaproszenia?',
    text: 'Liczba członków jest ściśle ograniczona. Gdy społeczność jest pełna, prowadzimy listę oczekujących i dajemy Ci znać, gdy tylko zwolni się miejsce.',
    button: 'Złóż wniosek o członkostwo',
  },
} satisfies NamespaceLandingPageTranslation;

export default pl_landingPage;
