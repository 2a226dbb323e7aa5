import type { NamespaceRegistrationTranslation } from '../../i18n-types';

// The registration form, its messages, social sign-up and the product popup.
const fr_registration = {
  form: {
    heading: 'Devenez membre',
    headingStep2: 'Parlez-nous de vous',
    genderLegend: 'Civilité',
    genderFemale: 'Mme',
    genderMale: 'M.',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'Adresse e-mail',
    country: 'Pays',
    countryPlaceholder: 'Sélectionnez votre pays',
    newsletterShort: 'Oui, je souhaite recevoir la newsletter et ses offres exclusives.',
    newsletterLong:
      'Nous vous enverrons par e-mail des offres personnalisées, les nouvelles marques et les ventes. Vous pouvez retirer ce consentement à tout moment et gratuitement grâce au lien présent dans chaque newsletter.',
    terms: 'J’accepte les conditions générales et j’ai lu la politique de confidentialité.',
    termsLink: 'Conditions générales',
    dataPolicyLink: 'Politique de confidentialité',
    emailConsent: 'En vous inscrivant, vous acceptez de recevoir nos e-mails concernant votre adhésion.',
    signUp: 'S’inscrire',
    signUpNow: 'S’inscrire maintenant',
    completeRegistration: 'FINALISER L’INSCRIPTION',
    continue: 'Continuer',
    back: 'Retour',
    sending: 'Veuillez patienter…',
  },
  messages: {
    gender: 'Veuillez choisir une option',
    firstName: 'Veuillez indiquer votre prénom',
    lastName: 'Veuillez indiquer votre nom',
    country: 'Veuillez sélectionner votre pays',
    email: 'Veuillez indiquer une adresse e-mail valide',
    invalidCharacters: 'Veuillez utiliser des caractères valides',
    tooLong: 'Veuillez utiliser {max} caractères au maximum',
    terms: 'Veuillez accepter les conditions générales',
    shoppingPreferences: 'Veuillez choisir au moins une option',
    socialToken: 'Votre session d’inscription a expiré. Veuillez vous inscrire à nouveau.',
  },
  social: {
    heading: 'Inscrivez-vous en une seule étape',
    google: 'Continuer avec Google',
    facebook: 'Continuer avec Facebook',
    apple: 'Continuer avec Apple',
    phone: 'Continuer avec un numéro de téléphone',
    comingSoon: 'Bientôt disponible. Veuillez vous inscrire par e-mail.',
  },
  codeRequired:
    'L’inscription se fait uniquement sur invitation. Saisissez le code figurant dans votre invitation ou posez votre candidature pour devenir membre.',
  applyForMembership: 'Poser sa candidature',
  productPopup: {
    heading: 'Réservé aux membres',
    body: 'Ce produit est réservé à nos membres. Saisissez votre adresse e-mail pour vous inscrire et découvrir le prix membre.',
    submit: 'Continuer',
    close: 'Fermer',
  },
  formFinishedPopup: {
    close: 'Fermer',
  },
  shoppingPreferences: {
    legend: 'Quels univers vous intéressent ?',
    WOMEN: 'Femme',
    MEN: 'Homme',
    KIDS: 'Enfant',
    HOME: 'Maison',
    BEAUTY: 'Beauté',
    signingUpAs: 'Vous vous inscrivez avec l’adresse {email}.',
  },
  flows: {
    steps: {
      email: 'Votre e-mail',
      details: 'Vos informations',
      account: 'Votre compte',
      preferences: 'Préférences d’achat',
    },
    knownEmail: 'Vous vous inscrivez avec l’adresse {email}.',
    useAnotherEmail: 'Utiliser une autre adresse e-mail',
    waitingList: {
      approved:
        'Bonne nouvelle : une place s’est libérée pour vous. Finalisez votre inscription pour rejoindre la communauté.',
      refused:
        'Ce lien d’admission n’est pas valide. Veuillez utiliser le lien de votre e-mail le plus récent ou saisir un code d’invitation.',
      checkFailed: 'Nous n’avons pas pu vérifier votre lien d’admission. Veuillez recharger la page pour réessayer.',
    },
    social: {
      heading: 'Inscrivez-vous avec votre compte de réseau social',
      intro: 'Inscrivez-vous avec votre compte. À l’étape suivante, vous choisirez ce que vous souhaitez acheter.',
    },
  },
} satisfies NamespaceRegistrationTranslation;

export default fr_registration;
