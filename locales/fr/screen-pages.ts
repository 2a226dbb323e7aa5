// Pages of the lobby, membership interest, about us, stores, content, denial and admin tools.
export const screenPages = {
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
  deny: {
    heading: 'Accès refusé',
    invalid: 'Accès refusé. Votre invitation n’est pas valide.',
    expired: 'Accès refusé. Votre invitation a expiré. Veuillez contacter le membre qui vous a invité(e).',
  },
};
