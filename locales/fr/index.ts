import type { Translation } from '../i18n-types';

const fr = {
  app: {
    name: 'Members Only',
    title: 'Members Only : mode premium et de luxe jusqu’à -75 %',
    loading: 'Chargement…',
    skipToContent: 'Aller au contenu',
  },
  landing: {
    headline: 'Members Only',
    subheadline: 'Jusqu’à -75 % sur plus de 3 000 marques de créateurs. Livraison et retours gratuits.',
    invitedBy: '{inviter} vous invite à nous rejoindre.',
    invitedAnonymously: 'Vous avez été invité(e) à nous rejoindre.',
    countriesAvailable: 'Vous pouvez vous inscrire dans {count} pays.',
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
    legalNavigation: 'Entreprise et mentions légales',
    jobs: 'Emplois',
    cookieSettings: 'Paramètres des cookies',
    privacyPolicy: 'Politique de confidentialité',
    terms: 'Conditions générales',
    imprint: 'Mentions légales',
    sustainability: 'Développement durable',
    language: 'Langue',
    followUs: 'Suivez-nous',
    paymentMethods: 'Moyens de paiement',
    deliveryMethods: 'Modes de livraison',
    claims:
      'Plus de 3 millions de clients dans 28 pays européens. Notre application est notée 4,8 étoiles sur plus de 500 000 avis.',
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
    aboutUs: {
      heading: 'À propos',
      body: 'Un accès sur invitation uniquement à plus de 3 000 marques de créateurs convoitées : la mode réinventée, avec une exclusivité discrète, dans 28 pays européens.',
    },
    registrationLinkGenerator: {
      heading: 'Générateur de liens d’inscription',
      body: 'Saisissez un code d’inscription valide et obtenez un lien valable 14 jours.',
    },
    splitGenerator: {
      heading: 'Générateur de variantes',
      body: 'Créez des liens vers la page d’accueil qui affichent une variante d’expérience choisie.',
    },
    lobby: {
      heading: 'Members Only',
      body: 'Notre communauté est complète pour le moment. Inscrivez-vous sur la liste d’attente et nous vous préviendrons dès qu’une place se libère.',
    },
    membershipInterest: {
      heading: 'Demande d’adhésion',
      body: 'L’adhésion se fait uniquement sur invitation. Sans invitation, vous pouvez poser votre candidature.',
      applyNow: 'Postuler maintenant',
    },
    membershipInterestApply: {
      heading: 'Poser sa candidature',
      body: 'L’adhésion est strictement limitée. Indiquez votre adresse e-mail et nous vous contacterons si vous êtes sélectionné(e).',
    },
    membershipInterestConfirmation: {
      heading: 'Adresse e-mail envoyée avec succès',
      body: 'Nous allons étudier votre candidature.',
    },
    activateAccount: {
      heading: 'Activation de votre compte',
      body: 'Un instant, s’il vous plaît : nous activons votre adhésion.',
    },
    activateAccountError: {
      heading: 'Échec de l’activation',
      invalidLink: 'Le lien d’activation n’est pas valide. Veuillez réessayer ou contacter notre service client.',
      failed: 'Votre tentative d’activation a échoué. Veuillez réessayer.',
    },
    deny: {
      heading: 'Accès refusé',
      invalid: 'Accès refusé. Votre invitation n’est pas valide.',
      expired: 'Accès refusé. Votre invitation a expiré. Veuillez contacter le membre qui vous a invité(e).',
    },
    formFinished: {
      heading: 'Consultez votre boîte de réception',
      body: 'Nous vous avons envoyé un e-mail pour activer votre adhésion. Veuillez consulter votre boîte de réception et votre dossier de courrier indésirable.',
    },
    formStarted: {
      heading: 'Votre inscription',
      body: 'Finalisez votre inscription pour profiter de jusqu’à -75 % sur des marques premium et de luxe.',
    },
    giftVoucher: {
      heading: 'Carte cadeau',
      body: 'Pour utiliser une carte cadeau, connectez-vous ou inscrivez-vous avec l’invitation d’un membre.',
    },
    emailActiveComplete: {
      heading: 'Vous êtes déjà membre',
      body: 'Un compte existe déjà avec cette adresse e-mail. Vous allez être redirigé(e) vers la page de connexion dans un instant.',
    },
    emailPendingComplete: {
      heading: 'Veuillez activer votre compte',
      body: 'Un compte avec cette adresse e-mail attend son activation. Nous vous avons renvoyé l’e-mail d’activation.',
      useAnotherAddress: 'S’inscrire avec une autre adresse e-mail',
    },
    socialSecondStep: {
      heading: 'Vos préférences shopping',
      body: 'Dites-nous ce que vous aimez acheter et nous vous montrerons les offres qui vous correspondent.',
    },
  },
  errors: {
    generic:
      'En raison d’un problème technique, notre boutique n’est pas disponible pour le moment... Veuillez revenir plus tard.',
    network: 'Problème de réseau détecté. Veuillez vérifier votre connexion Internet et réessayer.',
    errorSummaryTitle: 'Un problème est survenu',
  },
} satisfies Translation;

export default fr;
