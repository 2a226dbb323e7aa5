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
  errors: {
    generic: 'Z powodu problemu technicznego nasz sklep jest obecnie niedostępny... Odwiedź nas ponownie później.',
    network: 'Wykryto problem z siecią. Sprawdź połączenie z internetem i spróbuj ponownie.',
    errorSummaryTitle: 'Wystąpił problem',
  },
} satisfies Translation;

export default pl;
