import type { NamespaceLandingPageTranslation } from '../../i18n-types';

// The landing page: headline variants, banners, welcome vouchers, intro flow and content blocks.
const it_landingPage = {
  headlines: {
    default: {
      title: 'Moda premium e di lusso fino al 75% di sconto',
      subtitle: 'Members Only è gratuito e senza impegno. Spedizione e reso gratuiti.',
    },
    social: {
      title: 'Entra nel fashion club con oltre 3 milioni di membri',
      subtitle: 'Oltre 3.000 marchi di design fino al 75% di sconto, solo per i membri.',
    },
    viral: {
      title: '{inviter} ti ha invitato a unirti a noi',
      subtitle: 'Accetta l’invito e scopri oltre 3.000 marchi di design fino al 75% di sconto.',
    },
    viralNoName: {
      title: 'Sei stato invitato a unirti a noi',
      subtitle: 'Accetta l’invito e scopri oltre 3.000 marchi di design fino al 75% di sconto.',
    },
    viralProductShare: {
      title: 'Un membro ha condiviso un prodotto con te',
      subtitle:
        'Registrati gratuitamente per vedere il prezzo riservato ai membri e circa 5 milioni di altri prodotti.',
    },
    daba: {
      title: 'Moda firmata a prezzi ridotti',
      subtitle: '500 nuovi prodotti ogni giorno a mezzanotte, fino al 75% di sconto.',
    },
    leanRegistrationStep2: {
      title: 'Hai quasi finito',
      subtitle: 'Dicci come rivolgerci a te e la tua iscrizione è pronta.',
    },
    socialRegistration: {
      title: 'Registrati in pochi secondi',
      subtitle: 'Registrati gratuitamente e scopri marchi premium e di lusso fino al 75% di sconto.',
    },
    socialRegistration2ndStep: {
      title: 'Un ultimo passaggio',
      subtitle: 'Scegli cosa ti piace acquistare e ti mostreremo le offerte giuste.',
    },
    social10PercentNoMov: {
      title: '10% di sconto sul tuo primo ordine',
      subtitle: 'Registrati ora: il tuo buono di benvenuto è valido per 2 settimane dalla registrazione.',
    },
    social15PercentNoMov: {
      title: '15% di sconto sul tuo primo ordine',
      subtitle: 'Registrati ora: il tuo buono di benvenuto è valido per 2 settimane dalla registrazione.',
    },
    social15PercentMov: {
      title: '15% di sconto sul tuo primo ordine',
      subtitle:
        'Registrati ora: il tuo buono di benvenuto è valido per 2 settimane dalla registrazione, a partire da un importo minimo d’ordine.',
    },
    social20PercentMov: {
      title: '20% di sconto sul tuo primo ordine',
      subtitle:
        'Registrati ora: il tuo buono di benvenuto è valido per 2 settimane dalla registrazione, a partire da un importo minimo d’ordine.',
    },
  },
  voucher: {
    label: 'Buono di benvenuto',
    noMov: '{percent}% di sconto sul tuo primo ordine, valido per 2 settimane dalla registrazione.',
    withMov:
      '{percent}% di sconto sul tuo primo ordine a partire da un importo minimo, valido per 2 settimane dalla registrazione.',
  },
  banners: {
    blackFriday: 'Black Friday: offerte extra oltre agli sconti fino al 75%, solo questo venerdì.',
    blackWeek: 'Black Week: un’intera settimana di offerte extra per i membri.',
    cyberMonday: 'Cyber Monday: l’ultima occasione per le migliori offerte dell’anno.',
  },
  intro: {
    label: 'Benvenuto in Members Only',
    welcomeTitle: 'Benvenuto',
    welcomeText: 'Il fashion club esclusivo dei marchi premium e di lusso. L’iscrizione è gratuita.',
    brandsTitle: 'Marchi di lusso',
    brandsText: 'Oltre 500 marchi nel club e 500 nuovi prodotti ogni giorno a mezzanotte.',
    confidenceTitle: 'Acquista in tutta sicurezza',
    confidenceText:
      'Spedizione gratuita, reso gratuito e un’app con una valutazione di 4,8 stelle su oltre 500.000 recensioni.',
    createTitle: 'Crea il tuo account',
    createOffer: {
      noMov: 'Registrati ora e ottieni il {percent}% di sconto sul tuo primo acquisto.',
      withMov:
        'Registrati ora e ottieni il {percent}% di sconto sul tuo primo acquisto a partire da un importo minimo.',
    },
    next: 'Avanti',
    skip: 'Salta',
    start: 'Crea account',
  },
  benefits: {
    heading: 'Perché i nostri membri ci amano',
    discounts: 'Fino al 75% di sconto su marchi premium e di lusso',
    labels: 'Oltre 3.000 marchi di design e circa 5 milioni di prodotti',
    daily: '500 nuovi prodotti ogni giorno a mezzanotte',
    shipping: 'Spedizione e reso gratuiti',
  },
  carousel: {
    heading: 'Scopri il club',
    women: 'Donna: prêt-à-porter, borse e scarpe delle grandi maison.',
    men: 'Uomo: sartoria, sneaker e accessori di designer ambiti.',
    kids: 'Bambini: capi firmati per i più piccoli.',
    home: 'Casa: arredamento e decorazioni di marchi premium.',
    beauty: 'Beauty: fragranze e trattamenti delle case di lusso.',
  },
  faq: {
    heading: 'Domande frequenti',
    costQuestion: 'L’iscrizione ha un costo?',
    costAnswer: 'No. L’iscrizione è gratuita e senza impegno.',
    invitationQuestion: 'Perché ho bisogno di un invito?',
    invitationAnswer:
      'Members Only è una community chiusa. I membri invitano persone che conoscono; senza invito puoi candidarti per l’iscrizione.',
    countriesQuestion: 'Dove posso registrarmi?',
    countriesAnswer: 'In 28 paesi europei. La spedizione è gratuita e anche il reso.',
    newsletterQuestion: 'Posso disiscrivermi dalla newsletter?',
    newsletterAnswer: 'Sì, in qualsiasi momento, tramite il link presente in ogni newsletter o dal tuo account.',
  },
  cta: {
    heading: 'Pronto a unirti a noi?',
    text: 'La registrazione richiede meno di un minuto.',
    button: 'Registrati ora',
  },
  waitingList: {
    heading: 'Non hai ancora un invito?',
    text: 'L’iscrizione è strettamente limitata. Quando la community è al completo, teniamo una lista d’attesa e ti avvisiamo non appena si libera un posto.',
    button: 'Candidati per l’iscrizione',
  },
} satisfies NamespaceLandingPageTranslation;

export default it_landingPage;
