import type { NamespaceBoundaryTranslation } from '../../i18n-types';

const fr_boundary = {
  backToForm: 'Retour au formulaire',
  openPage: 'Ouvrir la page',
  badRequest: {
    heading: 'La requête de votre navigateur n’a pas pu être comprise',
    text: 'Veuillez réessayer depuis la page d’accueil.',
  },
  unreadableForm: {
    heading: 'Le formulaire n’a pas pu être lu',
    text: 'Il n’est pas arrivé tel que la page l’envoie. Veuillez revenir au formulaire et l’envoyer à nouveau.',
  },
  crossSiteForm: {
    heading: 'Le formulaire provient d’un autre site',
    text: 'Cette page n’accepte que les formulaires de ce site. Veuillez le remplir ici.',
  },
  methodNotAllowed: {
    heading: 'Cette page ne peut pas accepter cette requête',
    text: 'Veuillez l’ouvrir depuis son lien.',
  },
  tooLarge: {
    heading: 'Les informations envoyées sont trop longues',
    text: 'Veuillez raccourcir vos saisies et envoyer le formulaire à nouveau.',
  },
  addressTooLong: {
    heading: 'L’adresse est trop longue',
    text: 'Veuillez vérifier le lien que vous avez suivi, ou aller à la page d’accueil.',
  },
  headersTooLarge: {
    heading: 'Votre navigateur a envoyé trop de données',
    text: 'Veuillez supprimer les cookies de ce site dans votre navigateur et réessayer.',
  },
} satisfies NamespaceBoundaryTranslation;

export default fr_boundary;
