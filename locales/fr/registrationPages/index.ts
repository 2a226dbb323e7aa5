import type { NamespaceRegistrationPagesTranslation } from '../../i18n-types';

// Pages of the registration journey: form outcomes, activation, gift voucher, social second step.
const fr_registrationPages = {
  activateAccount: {
    heading: 'Activation de votre compte',
    body: 'Un instant, s’il vous plaît : nous activons votre adhésion.',
    activatedHeading: 'Bienvenue chez Members Only',
    activatedBody: 'Votre adhésion est active. Connectez-vous pour découvrir les offres du jour.',
    login: 'Se connecter',
    activate: 'Activer mon compte',
  },
  activateAccountError: {
    heading: 'Échec de l’activation',
    invalidLink: 'Le lien d’activation n’est pas valide. Veuillez réessayer ou contacter notre service client.',
    failed: 'Votre tentative d’activation a échoué. Veuillez réessayer.',
    backToRegistration: 'Retour à l’inscription',
    retry: 'Réessayer',
  },
  formFinished: {
    heading: 'Consultez votre boîte de réception',
    body: 'Nous vous avons envoyé un e-mail pour activer votre adhésion. Veuillez consulter votre boîte de réception et votre dossier de courrier indésirable.',
    sentTo: 'L’e-mail a été envoyé à {email}.',
    resend: 'Renvoyer l’e-mail',
    resent: 'Nous avons renvoyé l’e-mail.',
  },
  formStarted: {
    heading: 'Votre inscription',
    body: 'Finalisez votre inscription pour profiter de jusqu’à -75 % sur des marques premium et de luxe.',
  },
  giftVoucher: {
    heading: 'Carte cadeau',
    body: 'Pour utiliser une carte cadeau, connectez-vous ou inscrivez-vous avec l’invitation d’un membre.',
    login: 'Se connecter',
    enterCode: 'J’ai un code d’invitation',
  },
  emailActiveComplete: {
    heading: 'Vous êtes déjà membre',
    body: 'Un compte existe déjà avec cette adresse e-mail. Vous allez être redirigé(e) vers la page de connexion dans un instant.',
    loginNow: 'Aller à la page de connexion maintenant',
    /** WCAG 2.2.1: the visitor can stop the automatic redirect to the login page. */
    redirect: {
      stop: 'Rester sur cette page',
      stopped:
        'Un compte existe déjà avec cette adresse e-mail. Vous restez sur cette page : accédez à la page de connexion quand vous le souhaitez.',
    },
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
} satisfies NamespaceRegistrationPagesTranslation;

export default fr_registrationPages;
