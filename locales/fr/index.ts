import type { Translation } from '../i18n-types';

const fr = {
  app: {
    name: 'Members Only',
    title: 'Members Only : mode premium et de luxe jusqu’à -75 %',
    loading: 'Chargement…',
    skipToContent: 'Aller au contenu',
  },
  codeEntry: {
    heading: 'Saisissez votre code',
    label: 'Code d’inscription',
    submit: 'S’INSCRIRE MAINTENANT',
    missing: 'Veuillez saisir un code d’accès.',
    invalid: 'Votre code n’est pas valide.',
  },
  invitationErrors: {
    invalid: 'Votre invitation n’est pas valide. Malheureusement, vous ne pouvez pas vous inscrire pour le moment.',
    noBalance: 'Le membre qui vous a invité(e) n’a plus d’invitations. Veuillez réessayer plus tard.',
    expired: 'Votre invitation a expiré. Veuillez en demander une nouvelle au membre qui vous a invité(e).',
    invalidLink: 'Votre lien d’inscription n’est pas valide. Veuillez demander une nouvelle invitation.',
  },
  notFound: {
    heading: 'La page est introuvable',
    backToStart: 'Aller à la page d’accueil',
  },
  topBanner: {
    label: 'Avantages membres',
    text: 'Jusqu’à -75 % · Livraison et retours gratuits · Adhésion gratuite',
  },
  footer: {
    stores: 'Boutiques',
    legalNavigation: 'Entreprise et mentions légales',
    jobs: 'Emplois',
    cookieSettings: 'Paramètres des cookies',
    privacyPolicy: 'Politique de confidentialité',
    terms: 'Conditions générales',
    imprint: 'Mentions légales',
    sustainability: 'Développement durable',
    language: 'Langue',
    changeLanguage: 'Changer de langue',
    followUs: 'Suivez-nous',
    paymentMethods: 'Moyens de paiement',
    deliveryMethods: 'Modes de livraison',
    claims:
      'Plus de 3 millions de clients dans 28 pays européens. Notre application est notée 4,8 étoiles sur plus de 500 000 avis.',
  },
  carousel: {
    previous: 'Diapositive précédente',
    next: 'Diapositive suivante',
    slideOf: 'Diapositive {current} sur {total}',
  },
  productShare: {
    body: 'Votre inscription est en cours. Le produit que vous regardiez vous attend.',
    backToProduct: 'Retour au produit',
  },
  toast: {
    dismiss: 'Fermer',
  },
  stepper: {
    label: 'Étape {current} sur {total}',
  },
  errorPage: {
    notFound: 'Page introuvable',
    notFoundPath: 'Page introuvable : {path}',
    internal: 'Erreur interne du serveur',
  },
  pages: {
    membershipInterest: {
      heading: 'Demande d’adhésion',
      body: 'L’adhésion se fait uniquement sur invitation. Sans invitation, vous pouvez poser votre candidature.',
      applyNow: 'Postuler maintenant',
    },
    membershipInterestApply: {
      heading: 'Poser sa candidature',
      body: 'L’adhésion est strictement limitée. Indiquez votre adresse e-mail et nous vous contacterons si vous êtes sélectionné(e).',
      emailLabel: 'Adresse e-mail',
      submit: 'Envoyer',
      invalidEmail: 'Veuillez indiquer une adresse e-mail valide',
    },
    membershipInterestConfirmation: {
      heading: 'Adresse e-mail envoyée avec succès',
      body: 'Nous allons étudier votre candidature.',
    },
    deny: {
      heading: 'Accès refusé',
      invalid: 'Accès refusé. Votre invitation n’est pas valide.',
      expired: 'Accès refusé. Votre invitation a expiré. Veuillez contacter le membre qui vous a invité(e).',
    },
  },
  errors: {
    notAuthorized: 'Vous n’êtes pas connecté(e) en tant qu’administrateur : cet outil ne vous est donc pas accessible.',
    linkNoLongerValid: 'Votre lien n’est plus valide. Veuillez vous reconnecter pour en obtenir un nouveau.',
    generic:
      'En raison d’un problème technique, notre boutique n’est pas disponible pour le moment... Veuillez revenir plus tard.',
    network: 'Problème de réseau détecté. Veuillez vérifier votre connexion Internet et réessayer.',
    errorSummaryTitle: 'Un problème est survenu',
  },
} satisfies Translation;

export default fr;
