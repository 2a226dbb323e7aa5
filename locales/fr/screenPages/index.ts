import type { NamespaceScreenPagesTranslation } from '../../i18n-types';

// Pages of the lobby, about us, stores and admin tools (the membership interest's and the denial's
// are every page's: pages.*).
const fr_screenPages = {
  aboutUs: {
    heading: 'À propos',
    body: 'Un accès sur invitation uniquement à plus de 3 000 marques de créateurs convoitées : la mode réinventée, avec une exclusivité discrète, dans 28 pays européens.',
    carouselLabel: 'Avantages membres',
    slides: {
      invitation: {
        title: 'Accès sur invitation uniquement',
        text: 'Notre communauté est fermée : vous la rejoignez lorsqu’un membre vous invite. L’adhésion est gratuite et sans engagement.',
      },
      fashion: {
        title: 'La mode réinventée',
        text: 'La mode premium et de luxe jusqu’à -75 %, avec livraison et retours gratuits.',
      },
      designers: {
        title: 'Des créateurs convoités',
        text: 'Plus de 3 000 marques de créateurs et 500 nouveaux produits chaque jour à minuit.',
      },
      exclusivity: {
        title: 'Une exclusivité discrète',
        text: 'Nos offres sont réservées aux membres : pas de prix publics, pas de foule, seulement les pièces que vous cherchez.',
      },
      countries: {
        title: '28 pays européens',
        text: 'Plus de 3 millions de membres font leurs achats chez nous dans 28 pays européens.',
      },
    },
  },
  stores: {
    heading: 'Nos boutiques',
    body: 'Découvrez nos collections sur place. Nos trois boutiques sont ouvertes exclusivement aux membres titulaires d’une carte Silver, Gold ou Diamond.',
    access: 'Veuillez présenter votre carte de membre Silver, Gold ou Diamond à l’entrée.',
    hours: 'Du lundi au samedi, de 10 h à 19 h',
    munich: 'Munich',
    dornach: 'Dornach',
    vienna: 'Vienne',
    germany: 'Allemagne',
    austria: 'Autriche',
  },
  registrationLinkGenerator: {
    heading: 'Générateur de liens d’inscription',
    body: 'Saisissez un code d’inscription valide et obtenez un lien valable 14 jours.',
    codeLabel: 'Code d’inscription',
    submit: 'Créer le lien',
    invalidCharacters: 'Veuillez utiliser des caractères valides',
    codeRejected: 'Ce code d’inscription ne peut pas être utilisé pour un lien d’inscription.',
    linkLabel: 'Lien d’inscription',
    validUntil: 'Valable jusqu’au {date}',
    copy: 'Copier le lien dans le presse-papiers',
  },
  splitGenerator: {
    heading: 'Générateur de variantes',
    body: 'Des liens vers la page d’accueil qui affichent une valeur choisie de chaque option de la page, pour chaque langue. Les valeurs imposées ne comptent pas comme affectations à une expérience.',
    notConfigured: 'Aucun service de feature flags n’est configuré pour cet environnement.',
    loadFailed: 'Les expériences n’ont pas pu être chargées. Veuillez réessayer plus tard.',
    codeLabel: 'Code d’inscription (facultatif)',
    codeHint: 'Ajoute le code à chaque lien, afin que le lien ouvre aussi le formulaire d’inscription.',
    unprefixed: 'Sans préfixe de langue (anglais)',
    valueColumn: 'Valeur',
    runningExperiment: 'Expérience en cours : {name}',
    options: {
      registrationFlow: 'Parcours d’inscription',
      layout: 'Mise en page',
      headline: 'Titre',
      welcomeVoucher: 'Bon de bienvenue',
      introFlow: 'Introduction',
      banner: 'Bannière saisonnière',
      formFinishedInPopup: '« Consultez votre boîte de réception » en fenêtre',
    },
  },
  admin: {
    refusedHeading: 'Réservé aux administrateurs',
    signInHint: 'Veuillez vous connecter avec votre compte administrateur, puis rouvrir cette page.',
    signedInAs: 'Connecté(e) en tant que {name}',
    copied: 'Lien copié dans le presse-papiers.',
    copyFailed: 'Le lien n’a pas pu être copié. Veuillez le sélectionner et le copier vous-même.',
  },
  lobby: {
    heading: 'Members Only',
    body: 'Notre communauté est complète pour le moment. Inscrivez-vous sur la liste d’attente et nous vous préviendrons dès qu’une place se libère.',
    waitingListHeading: 'Liste d’attente',
    consent:
      'En m’inscrivant sur la liste d’attente, j’accepte d’être prévenu(e) à l’adresse {email} dès qu’une place se libère.',
    join: 'REJOINDRE LA LISTE D’ATTENTE',
    joined: 'Vous avez bien été ajouté(e) à la liste d’attente.',
    alreadyJoined: 'Vous êtes déjà sur la liste d’attente. Nous vous préviendrons dès qu’une place se libère.',
    backToLogin: 'Retour à la connexion',
    legalNote: 'Vous vous êtes inscrit(e) avec Google, Facebook ou Apple et ne souhaitez plus de compte chez nous ?',
    legalLink: 'Comment supprimer un compte créé via un réseau social',
  },
} satisfies NamespaceScreenPagesTranslation;

export default fr_screenPages;
