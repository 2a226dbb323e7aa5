import type { NamespaceImagesTranslation } from '../../i18n-types';

// The content images' alt texts (apps/web/content/images): what each shows, for people who do not see it.
const fr_images = {
  aboutUs: 'De la soie couleur champagne qui tombe en plis profonds et souples.',
  beauty:
    'Un flacon de parfum en verre au bouchon doré, un rouge à lèvres doré à la mine rouge et un poudrier doré sur du marbre blanc.',
  hero: 'Un sac à main en cuir cognac au fermoir de laiton sur un socle en travertin, une invitation scellée de cire rouge posée contre lui, à côté d’un vase en grès et d’une branche séchée.',
  home: 'Une amphore en terre cuite, un vase blanc arrondi avec un brin vert et un bol en grès sombre sur une table nappée de lin.',
  kids: 'Des tricots pour enfants pliés, beige avoine, vert sauge et rose, une pyramide d’anneaux en bois et une petite basket blanche.',
  men: 'Un manteau en laine camel sur un cintre en bois devant un mur gris pierre, une paire de mocassins en cuir brun foncé à côté.',
  stores:
    'Une boutique aux arches de plâtre, un portant de vêtements sous l’arche centrale, un banc bas en bois, un vase et une céramique sur un socle.',
  women:
    'Une robe nuisette en soie rose poudré sur un cintre en laiton dans la lumière d’une fenêtre, un escarpin verni bordeaux posé à côté.',
} satisfies NamespaceImagesTranslation;

export default fr_images;
