import type { NamespaceImagesTranslation } from '../../i18n-types';

// The content images' alt texts (apps/web/content/images): what each shows, for people who do not see it.
const it_images = {
  aboutUs: 'Seta color champagne che ricade in pieghe morbide e profonde.',
  beauty:
    'Un flacone di profumo in vetro con tappo dorato, un rossetto dorato rosso e un portacipria dorato su marmo bianco.',
  hero: 'Una borsa in pelle color cognac con chiusura in ottone su un piedistallo di travertino, un invito sigillato con ceralacca rossa appoggiato accanto, vicino a un vaso in gres con un ramo secco.',
  home: 'Un’anfora in terracotta, un vaso bianco tondo con un rametto verde e una ciotola in gres scuro su un tavolo coperto di lino.',
  kids: 'Maglieria per bambini piegata color avena, salvia e rosa, una piramide di anelli in legno e una piccola sneaker bianca.',
  men: 'Un cappotto di lana color cammello su una gruccia di legno contro una parete grigio pietra, accanto un paio di mocassini in pelle marrone scuro.',
  stores:
    'Una boutique con archi in gesso, un appendiabiti con capi sotto l’arco centrale, una panca bassa in legno, un vaso e una ceramica su un piedistallo.',
  women:
    'Un abito sottoveste in seta cipria su una gruccia in ottone alla luce di una finestra, accanto una décolleté in vernice bordeaux.',
} satisfies NamespaceImagesTranslation;

export default it_images;
