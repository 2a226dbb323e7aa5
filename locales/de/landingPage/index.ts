import type { NamespaceLandingPageTranslation } from '../../i18n-types';

// The landing page: headline variants, banners, welcome vouchers, intro flow and content blocks.
const de_landingPage = {
  headlines: {
    default: {
      title: 'Bis zu 75 % Rabatt auf Premium- und Luxusmode',
      subtitle: 'Members Only ist kostenlos und unverbindlich. Kostenloser Versand und kostenlose Rücksendung.',
    },
    social: {
      title: 'Werde Teil des Fashion-Clubs mit über 3 Millionen Mitgliedern',
      subtitle: 'Mehr als 3.000 Designermarken mit bis zu 75 % Rabatt, nur für Mitglieder.',
    },
    viral: {
      title: '{inviter} hat dich eingeladen, Mitglied zu werden',
      subtitle: 'Nimm die Einladung an und shoppe mehr als 3.000 Designermarken mit bis zu 75 % Rabatt.',
    },
    viralNoName: {
      title: 'Du wurdest eingeladen, Mitglied zu werden',
      subtitle: 'Nimm die Einladung an und shoppe mehr als 3.000 Designermarken mit bis zu 75 % Rabatt.',
    },
    viralProductShare: {
      title: 'Ein Mitglied hat ein Produkt mit dir geteilt',
      subtitle: 'Registriere dich kostenlos, um den Mitgliederpreis und rund 5 Millionen weitere Produkte zu sehen.',
    },
    daba: {
      title: 'Designermode für weniger',
      subtitle: 'Jeden Tag um Mitternacht 500 neue Produkte, mit bis zu 75 % Rabatt.',
    },
    leanRegistrationStep2: {
      title: 'Fast geschafft',
      subtitle: 'Sag uns, wie wir dich ansprechen sollen, und deine Mitgliedschaft ist bereit.',
    },
    socialRegistration: {
      title: 'In Sekunden registriert',
      subtitle: 'Registriere dich kostenlos und entdecke Premium- und Luxusmarken mit bis zu 75 % Rabatt.',
    },
    socialRegistration2ndStep: {
      title: 'Nur noch ein Schritt',
      subtitle: 'Wähle aus, was du gerne shoppst, und wir zeigen dir die passenden Angebote.',
    },
    social10PercentNoMov: {
      title: '10 % Rabatt auf deine erste Bestellung',
      subtitle: 'Registriere dich jetzt: Dein Willkommensgutschein ist nach der Registrierung 2 Wochen lang gültig.',
    },
    social15PercentNoMov: {
      title: '15 % Rabatt auf deine erste Bestellung',
      subtitle: 'Registriere dich jetzt: Dein Willkommensgutschein ist nach der Registrierung 2 Wochen lang gültig.',
    },
    social15PercentMov: {
      title: '15 % Rabatt auf deine erste Bestellung',
      subtitle:
        'Registriere dich jetzt: Dein Willkommensgutschein ist nach der Registrierung 2 Wochen lang gültig, ab einem Mindestbestellwert.',
    },
    social20PercentMov: {
      title: '20 % Rabatt auf deine erste Bestellung',
      subtitle:
        'Registriere dich jetzt: Dein Willkommensgutschein ist nach der Registrierung 2 Wochen lang gültig, ab einem Mindestbestellwert.',
    },
  },
  voucher: {
    label: 'Willkommensgutschein',
    noMov: '{percent} % Rabatt auf deine erste Bestellung, gültig für 2 Wochen nach der Registrierung.',
    withMov:
      '{percent} % Rabatt auf deine erste Bestellung ab einem Mindestbestellwert, gültig für 2 Wochen nach der Registrierung.',
  },
  banners: {
    blackFriday: 'Black Friday: Extra-Angebote zusätzlich zu bis zu 75 % Rabatt, nur an diesem Freitag.',
    blackWeek: 'Black Week: eine ganze Woche voller Extra-Angebote für Mitglieder.',
    cyberMonday: 'Cyber Monday: die letzte Chance auf die besten Angebote des Jahres.',
  },
  intro: {
    label: 'Willkommen bei Members Only',
    welcomeTitle: 'Willkommen',
    welcomeText: 'Der geschlossene Fashion-Club für Premium- und Luxusmarken. Die Mitgliedschaft ist kostenlos.',
    brandsTitle: 'Luxusmarken',
    brandsText: 'Über 500 Marken im Club und jeden Tag um Mitternacht 500 neue Produkte.',
    confidenceTitle: 'Sorgenfrei shoppen',
    confidenceText:
      'Kostenloser Versand, kostenlose Rücksendung und eine App mit 4,8 Sternen aus über 500.000 Bewertungen.',
    createTitle: 'Erstelle dein Konto',
    createOffer: {
      noMov: 'Registriere dich jetzt und erhalte {percent} % Rabatt auf deinen ersten Einkauf.',
      withMov:
        'Registriere dich jetzt und erhalte {percent} % Rabatt auf deinen ersten Einkauf ab einem Mindestbestellwert.',
    },
    next: 'Weiter',
    skip: 'Überspringen',
    start: 'Konto erstellen',
  },
  benefits: {
    heading: 'Warum unsere Mitglieder uns lieben',
    discounts: 'Bis zu 75 % Rabatt auf Premium- und Luxusmarken',
    labels: 'Mehr als 3.000 Designermarken und rund 5 Millionen Produkte',
    daily: 'Jeden Tag um Mitternacht 500 neue Produkte',
    shipping: 'Kostenloser Versand und kostenlose Rücksendung',
  },
  carousel: {
    heading: 'Entdecke den Club',
    women: 'Damen: Prêt-à-porter, Taschen und Schuhe der großen Modehäuser.',
    men: 'Herren: Anzüge, Sneaker und Accessoires begehrter Designer.',
    kids: 'Kinder: Designerstücke für die Kleinen.',
    home: 'Wohnen: Möbel und Deko von Premiummarken.',
    beauty: 'Beauty: Düfte und Pflege aus Luxushäusern.',
  },
  faq: {
    heading: 'Häufig gestellte Fragen',
    costQuestion: 'Kostet die Mitgliedschaft etwas?',
    costAnswer: 'Nein. Die Mitgliedschaft ist kostenlos und unverbindlich.',
    invitationQuestion: 'Warum brauche ich eine Einladung?',
    invitationAnswer:
      'Members Only ist eine geschlossene Community. Mitglieder laden Menschen ein, die sie kennen; ohne Einladung kannst du dich um eine Mitgliedschaft bewerben.',
    countriesQuestion: 'Wo kann ich mich registrieren?',
    countriesAnswer: 'In 28 europäischen Ländern. Wir liefern kostenlos, und auch die Rücksendung ist kostenlos.',
    newsletterQuestion: 'Kann ich den Newsletter abbestellen?',
    newsletterAnswer: 'Ja, jederzeit über den Link in jedem Newsletter oder in deinem Konto.',
  },
  cta: {
    heading: 'Bereit, Mitglied zu werden?',
    text: 'Die Registrierung dauert weniger als eine Minute.',
    button: 'Jetzt registrieren',
  },
  waitingList: {
    heading: 'Noch keine Einladung?',
    text: 'Die Mitgliedschaft ist streng limitiert. Wenn die Community voll ist, führen wir eine Warteliste und melden uns bei dir, sobald ein Platz frei wird.',
    button: 'Um eine Mitgliedschaft bewerben',
  },
} satisfies NamespaceLandingPageTranslation;

export default de_landingPage;
