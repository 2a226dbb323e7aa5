import type { NamespaceScreenPagesTranslation } from '../../i18n-types';

// Pages of the lobby, about us, stores and admin tools (the membership interest's and the denial's
// are every page's: pages.*).
const nl_screenPages = {
  aboutUs: {
    heading: 'Over ons',
    body: 'Alleen op uitnodiging toegang tot meer dan 3.000 felbegeerde designermerken: mode opnieuw uitgevonden, met ingetogen exclusiviteit, in 28 Europese landen.',
    carouselLabel: 'Voordelen voor leden',
    slides: {
      invitation: {
        title: 'Alleen op uitnodiging',
        text: 'Onze community is besloten: je wordt lid als een lid je uitnodigt. Het lidmaatschap is gratis en vrijblijvend.',
      },
      fashion: {
        title: 'Mode opnieuw uitgevonden',
        text: 'Premium- en luxemode met tot 75% korting, gratis verzending en gratis retourneren.',
      },
      designers: {
        title: 'Felbegeerde designers',
        text: 'Meer dan 3.000 designermerken en elke dag om middernacht 500 nieuwe producten.',
      },
      exclusivity: {
        title: 'Ingetogen exclusiviteit',
        text: 'Onze aanbiedingen zijn alleen voor leden: geen openbare prijzen, geen drukte, alleen de stukken die je zoekt.',
      },
      countries: {
        title: '28 Europese landen',
        text: 'Meer dan 3 miljoen leden in 28 Europese landen winkelen bij ons.',
      },
    },
  },
  stores: {
    heading: 'Onze winkels',
    body: 'Ontdek onze collecties in het echt. Onze drie winkels zijn exclusief geopend voor leden met een Silver-, Gold- of Diamond-kaart.',
    access: 'Laat bij de ingang je Silver-, Gold- of Diamond-ledenkaart zien.',
    hours: 'Maandag tot en met zaterdag, 10.00 tot 19.00 uur',
    munich: 'München',
    dornach: 'Dornach',
    vienna: 'Wenen',
    germany: 'Duitsland',
    austria: 'Oostenrijk',
  },
  registrationLinkGenerator: {
    heading: 'Generator voor registratielinks',
    body: 'Voer een geldige registratiecode in en ontvang een link die 14 dagen geldig is.',
    codeLabel: 'Registratiecode',
    submit: 'Link maken',
    invalidCharacters: 'Gebruik geldige tekens',
    codeRejected: 'Deze registratiecode kan niet worden gebruikt voor een registratielink.',
    linkLabel: 'Registratielink',
    validUntil: 'Geldig tot {date}',
    copy: 'Link naar klembord kopiëren',
  },
  splitGenerator: {
    heading: 'Splitgenerator',
    body: 'Links naar de landingspagina die een gekozen waarde van elke landingspagina-optie tonen, voor elke taal. Afgedwongen waarden tellen niet als toewijzing aan een experiment.',
    notConfigured: 'Voor deze omgeving is geen featureflagdienst ingesteld.',
    loadFailed: 'De experimenten konden niet worden geladen. Probeer het later opnieuw.',
    codeLabel: 'Registratiecode (optioneel)',
    codeHint: 'Voegt de code aan elke link toe, zodat de link ook het registratieformulier opent.',
    unprefixed: 'Zonder taalvoorvoegsel (Engels)',
    valueColumn: 'Waarde',
    runningExperiment: 'Lopend experiment: {name}',
    options: {
      registrationFlow: 'Registratieverloop',
      layout: 'Lay-out',
      headline: 'Kop',
      welcomeVoucher: 'Welkomstvoucher',
      introFlow: 'Intro',
      banner: 'Seizoensbanner',
      formFinishedInPopup: '‘Controleer je inbox’ in een pop-up',
    },
  },
  admin: {
    refusedHeading: 'Alleen voor beheerders',
    signInHint: 'Log in met je beheerdersaccount en open deze pagina opnieuw.',
    signedInAs: 'Ingelogd als {name}',
    copied: 'Link naar klembord gekopieerd.',
    copyFailed: 'De link kon niet worden gekopieerd. Selecteer de link en kopieer hem zelf.',
  },
  lobby: {
    heading: 'Members Only',
    body: 'Onze community is op dit moment vol. Schrijf je in op de wachtlijst, dan laten we het je weten zodra er een plek vrijkomt.',
    waitingListHeading: 'Wachtlijst',
    consent:
      'Door me in te schrijven op de wachtlijst ga ik ermee akkoord dat jullie me op {email} laten weten zodra er een plek vrijkomt.',
    join: 'INSCHRIJVEN OP DE WACHTLIJST',
    joined: 'Je bent toegevoegd aan de wachtlijst.',
    alreadyJoined: 'Je staat al op de wachtlijst. We laten het je weten zodra er een plek vrijkomt.',
    backToLogin: 'Terug naar inloggen',
    legalNote: 'Heb je je aangemeld met Google, Facebook of Apple en wil je geen account meer bij ons?',
    legalLink: 'Zo verwijder je een account dat je met een sociaal netwerk hebt aangemaakt',
  },
} satisfies NamespaceScreenPagesTranslation;

export default nl_screenPages;
