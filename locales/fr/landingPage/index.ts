import type { NamespaceLandingPageTranslation } from '../../i18n-types';

// The landing page: headline variants, banners, welcome vouchers, intro flow and content blocks.
const fr_landingPage = {
  headlines: {
    default: {
      title: 'Jusqu’à -75 % sur la mode premium et de luxe',
      subtitle: 'Members Only est gratuit et sans engagement. Livraison et retours gratuits.',
    },
    social: {
      title: 'Rejoignez le club de mode qui compte plus de 3 millions de membres',
      subtitle: 'Plus de 3 000 marques de créateurs jusqu’à -75 %, réservées aux membres.',
    },
    viral: {
      title: '{inviter} vous invite à nous rejoindre',
      subtitle: 'Acceptez l’invitation et profitez de plus de 3 000 marques de créateurs jusqu’à -75 %.',
    },
    viralNoName: {
      title: 'Vous avez été invité(e) à nous rejoindre',
      subtitle: 'Acceptez l’invitation et profitez de plus de 3 000 marques de créateurs jusqu’à -75 %.',
    },
    viralProductShare: {
      title: 'Un membre a partagé un produit avec vous',
      subtitle: 'Inscrivez-vous gratuitement pour voir le prix membre et environ 5 millions d’autres produits.',
    },
    daba: {
      title: 'La mode de créateurs à petits prix',
      subtitle: '500 nouveaux produits chaque jour à minuit, jusqu’à -75 %.',
    },
    leanRegistrationStep2: {
      title: 'Vous y êtes presque',
      subtitle: 'Dites-nous comment nous adresser à vous et votre adhésion est prête.',
    },
    socialRegistration: {
      title: 'Inscrivez-vous en quelques secondes',
      subtitle: 'Inscrivez-vous gratuitement et découvrez des marques premium et de luxe jusqu’à -75 %.',
    },
    socialRegistration2ndStep: {
      title: 'Une dernière étape',
      subtitle: 'Choisissez ce que vous aimez acheter et nous vous montrerons les offres qui vous correspondent.',
    },
    social10PercentNoMov: {
      title: '10 % de réduction sur votre première commande',
      subtitle: 'Inscrivez-vous maintenant : votre bon de bienvenue est valable 2 semaines après l’inscription.',
    },
    social15PercentNoMov: {
      title: '15 % de réduction sur votre première commande',
      subtitle: 'Inscrivez-vous maintenant : votre bon de bienvenue est valable 2 semaines après l’inscription.',
    },
    social15PercentMov: {
      title: '15 % de réduction sur votre première commande',
      subtitle:
        'Inscrivez-vous maintenant : votre bon de bienvenue est valable 2 semaines après l’inscription, à partir d’un montant minimum de commande.',
    },
    social20PercentMov: {
      title: '20 % de réduction sur votre première commande',
      subtitle:
        'Inscrivez-vous maintenant : votre bon de bienvenue est valable 2 semaines après l’inscription, à partir d’un montant minimum de commande.',
    },
  },
  voucher: {
    label: 'Bon de bienvenue',
    noMov: '{percent} % de réduction sur votre première commande, valable 2 semaines après l’inscription.',
    withMov:
      '{percent} % de réduction sur votre première commande à partir d’un montant minimum, valable 2 semaines après l’inscription.',
  },
  banners: {
    blackFriday:
      'Black Friday : des offres supplémentaires en plus des réductions jusqu’à -75 %, ce vendredi seulement.',
    blackWeek: 'Black Week : toute une semaine d’offres supplémentaires pour les membres.',
    cyberMonday: 'Cyber Monday : la dernière chance de profiter des meilleures offres de l’année.',
  },
  intro: {
    label: 'Bienvenue chez Members Only',
    welcomeTitle: 'Bienvenue',
    welcomeText: 'Le club de mode privé des marques premium et de luxe. L’adhésion est gratuite.',
    brandsTitle: 'Marques de luxe',
    brandsText: 'Plus de 500 marques dans le club et 500 nouveaux produits chaque jour à minuit.',
    confidenceTitle: 'Achetez en toute confiance',
    confidenceText:
      'Livraison gratuite, retours gratuits et une application notée 4,8 étoiles sur plus de 500 000 avis.',
    createTitle: 'Créez votre compte',
    createOffer: {
      noMov: 'Inscrivez-vous maintenant et profitez de {percent} % de réduction sur votre premier achat.',
      withMov:
        'Inscrivez-vous maintenant et profitez de {percent} % de réduction sur votre premier achat à partir d’un montant minimum.',
    },
    next: 'Suivant',
    skip: 'Passer',
    start: 'Créer un compte',
  },
  benefits: {
    heading: 'Pourquoi nos membres nous adorent',
    discounts: 'Jusqu’à -75 % sur les marques premium et de luxe',
    labels: 'Plus de 3 000 marques de créateurs et environ 5 millions de produits',
    daily: '500 nouveaux produits chaque jour à minuit',
    shipping: 'Livraison et retours gratuits',
  },
  carousel: {
    heading: 'Découvrez le club',
    women: 'Femme : prêt-à-porter, sacs et chaussures des grandes maisons de couture.',
    men: 'Homme : costumes, sneakers et accessoires de créateurs convoités.',
    kids: 'Enfant : des pièces de créateurs pour les plus petits.',
    home: 'Maison : mobilier et décoration de marques premium.',
    beauty: 'Beauté : parfums et soins des maisons de luxe.',
  },
  faq: {
    heading: 'Questions fréquentes',
    costQuestion: 'L’adhésion est-elle payante ?',
    costAnswer: 'Non. L’adhésion est gratuite et sans engagement.',
    invitationQuestion: 'Pourquoi ai-je besoin d’une invitation ?',
    invitationAnswer:
      'Members Only est une communauté privée. Les membres invitent des personnes qu’ils connaissent ; sans invitation, vous pouvez poser votre candidature.',
    countriesQuestion: 'Où puis-je m’inscrire ?',
    countriesAnswer: 'Dans 28 pays européens. La livraison est gratuite, et les retours aussi.',
    newsletterQuestion: 'Puis-je me désabonner de la newsletter ?',
    newsletterAnswer: 'Oui, à tout moment, grâce au lien présent dans chaque newsletter ou depuis votre compte.',
  },
  cta: {
    heading: 'Prêt(e) à nous rejoindre ?',
    text: 'L’inscription prend moins d’une minute.',
    button: 'S’inscrire maintenant',
  },
  waitingList: {
    heading: 'Pas encore d’invitation ?',
    text: 'L’adhésion est strictement limitée. Lorsque la communauté est complète, nous tenons une liste d’attente et vous prévenons dès qu’une place se libère.',
    button: 'Poser sa candidature',
  },
} satisfies NamespaceLandingPageTranslation;

export default fr_landingPage;
