// Pages of the registration journey: form outcomes, activation, gift voucher, social second step.
export const registrationPages = {
  activateAccount: {
    heading: 'Activation de votre compte',
    body: 'Un instant, s’il vous plaît : nous activons votre adhésion.',
  },
  activateAccountError: {
    heading: 'Échec de l’activation',
    invalidLink: 'Le lien d’activation n’est pas valide. Veuillez réessayer ou contacter notre service client.',
    failed: 'Votre tentative d’activation a échoué. Veuillez réessayer.',
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
};
