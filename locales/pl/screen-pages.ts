// Pages of the lobby, membership interest, about us, stores, content, denial and admin tools.
export const screenPages = {
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
  deny: {
    heading: 'Brak dostępu',
    invalid: 'Brak dostępu. Twoje zaproszenie jest nieważne.',
    expired: 'Brak dostępu. Twoje zaproszenie wygasło. Skontaktuj się z osobą zapraszającą.',
  },
};
