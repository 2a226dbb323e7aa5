// Pages of the lobby, membership interest, about us, stores, content, denial and admin tools.
export const screenPages = {
  aboutUs: {
    heading: 'Über uns',
    body: 'Zugang nur auf Einladung zu mehr als 3.000 begehrten Designermarken: Mode neu gedacht, mit stiller Exklusivität, in 28 europäischen Ländern.',
  },
  registrationLinkGenerator: {
    heading: 'Registrierungslink-Generator',
    body: 'Gib einen gültigen Registrierungscode ein und erhalte einen Link, der 14 Tage lang gültig ist.',
  },
  splitGenerator: {
    heading: 'Split-Generator',
    body: 'Erstelle Links zur Landingpage, die eine gewählte Variante eines Experiments zeigen.',
  },
  lobby: {
    heading: 'Members Only',
    body: 'Unsere Community ist im Moment voll. Trag dich in die Warteliste ein, und wir melden uns, sobald ein Platz frei wird.',
  },
  membershipInterest: {
    heading: 'Interesse an einer Mitgliedschaft',
    body: 'Die Mitgliedschaft ist nur auf Einladung möglich. Ohne Einladung kannst du dich um eine Mitgliedschaft bewerben.',
    applyNow: 'Jetzt bewerben',
  },
  membershipInterestApply: {
    heading: 'Um eine Mitgliedschaft bewerben',
    body: 'Die Mitgliedschaft ist streng limitiert. Gib deine E-Mail-Adresse ein, und wir melden uns, wenn du ausgewählt wirst.',
  },
  membershipInterestConfirmation: {
    heading: 'E-Mail-Adresse erfolgreich übermittelt',
    body: 'Wir werden deine Bewerbung prüfen.',
  },
  deny: {
    heading: 'Zugriff verweigert',
    invalid: 'Zugriff verweigert. Deine Einladung ist ungültig.',
    expired: 'Zugriff verweigert. Deine Einladung ist abgelaufen. Bitte wende dich an das einladende Mitglied.',
  },
};
