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
  errors: {
    generic:
      'En raison d’un problème technique, notre boutique n’est pas disponible pour le moment... Veuillez revenir plus tard.',
    network: 'Problème de réseau détecté. Veuillez vérifier votre connexion Internet et réessayer.',
    errorSummaryTitle: 'Un problème est survenu',
  },
} satisfies Translation;

export default fr;
