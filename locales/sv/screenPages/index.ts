import type { NamespaceScreenPagesTranslation } from '../../i18n-types';

// Pages of the lobby, about us, stores and admin tools (the membership interest's and the denial's
// are every page's: pages.*).
const sv_screenPages = {
  aboutUs: {
    heading: 'Om oss',
    body: 'Tillgång endast via inbjudan till fler än 3 000 eftertraktade designermärken: mode i ny tappning, med stillsam exklusivitet, i 28 europeiska länder.',
    carouselLabel: 'Medlemsförmåner',
    slides: {
      invitation: {
        title: 'Tillgång endast via inbjudan',
        text: 'Vår community är sluten: du blir medlem när en medlem bjuder in dig. Medlemskapet är gratis och utan förpliktelser.',
      },
      fashion: {
        title: 'Mode i ny tappning',
        text: 'Premium- och lyxmode med upp till 75 % rabatt, fri frakt och fria returer.',
      },
      designers: {
        title: 'Eftertraktade designers',
        text: 'Fler än 3 000 designermärken och 500 nya produkter varje dag vid midnatt.',
      },
      exclusivity: {
        title: 'Stillsam exklusivitet',
        text: 'Våra erbjudanden är bara för medlemmar: inga offentliga priser, ingen trängsel, bara de plagg du letar efter.',
      },
      countries: {
        title: '28 europeiska länder',
        text: 'Över 3 miljoner medlemmar i 28 europeiska länder handlar hos oss.',
      },
    },
  },
  stores: {
    heading: 'Våra butiker',
    body: 'Upptäck våra kollektioner på plats. Våra tre butiker är öppna uteslutande för medlemmar med Silver-, Gold- eller Diamond-kort.',
    access: 'Visa ditt Silver-, Gold- eller Diamond-medlemskort vid entrén.',
    hours: 'Måndag till lördag, 10–19',
    munich: 'München',
    dornach: 'Dornach',
    vienna: 'Wien',
    germany: 'Tyskland',
    austria: 'Österrike',
  },
  registrationLinkGenerator: {
    heading: 'Generator för registreringslänkar',
    body: 'Ange en giltig registreringskod och få en länk som gäller i 14 dagar.',
    codeLabel: 'Registreringskod',
    submit: 'Skapa länk',
    invalidCharacters: 'Använd giltiga tecken',
    codeRejected: 'Den här registreringskoden kan inte användas för en registreringslänk.',
    linkLabel: 'Registreringslänk',
    validUntil: 'Giltig till {date}',
    copy: 'Kopiera länken till urklipp',
  },
  splitGenerator: {
    heading: 'Splitgenerator',
    body: 'Länkar till landningssidan som visar ett valt värde för varje alternativ på sidan, för varje språk. Framtvingade värden räknas inte som tilldelningar i ett experiment.',
    notConfigured: 'Ingen tjänst för funktionsflaggor är konfigurerad för den här miljön.',
    loadFailed: 'Experimenten kunde inte laddas. Försök igen senare.',
    codeLabel: 'Registreringskod (valfri)',
    codeHint: 'Lägger till koden i varje länk, så att länken även öppnar registreringsformuläret.',
    unprefixed: 'Utan språkprefix (engelska)',
    valueColumn: 'Värde',
    runningExperiment: 'Pågående experiment: {name}',
    options: {
      registrationFlow: 'Registreringsflöde',
      layout: 'Layout',
      headline: 'Rubrik',
      welcomeVoucher: 'Välkomstrabatt',
      introFlow: 'Intro',
      banner: 'Säsongsbanner',
      formFinishedInPopup: '”Kolla din inkorg” i ett popup-fönster',
    },
  },
  admin: {
    refusedHeading: 'Endast för administratörer',
    signInHint: 'Logga in med ditt administratörskonto och öppna sidan igen.',
    signedInAs: 'Inloggad som {name}',
    copied: 'Länken har kopierats till urklipp.',
    copyFailed: 'Länken kunde inte kopieras. Markera den och kopiera den själv.',
  },
  lobby: {
    heading: 'Members Only',
    body: 'Vår community är full just nu. Ställ dig i kön så hör vi av oss så snart en plats blir ledig.',
    waitingListHeading: 'Väntelista',
    consent:
      'Genom att ställa mig på väntelistan godkänner jag att ni meddelar mig på {email} så snart en plats blir ledig.',
    join: 'STÄLL DIG PÅ VÄNTELISTAN',
    joined: 'Du har lagts till på väntelistan.',
    alreadyJoined: 'Du står redan på väntelistan. Vi hör av oss så snart en plats blir ledig.',
    backToLogin: 'Tillbaka till inloggningen',
    legalNote: 'Registrerade du dig med Google, Facebook eller Apple och vill inte längre ha ett konto hos oss?',
    legalLink: 'Så raderar du ett konto som skapats via en social tjänst',
  },
} satisfies NamespaceScreenPagesTranslation;

export default sv_screenPages;
