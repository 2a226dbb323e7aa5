import type { BaseTranslation } from '../../i18n-types';

// The content images' alt texts (apps/web/content/images): what each shows, for people who do not see it.
const en_images = {
  aboutUs: 'Champagne-coloured silk falling in deep, soft folds.',
  beauty:
    'A glass perfume bottle with a gold cap, a gold lipstick with a red bullet and a gold compact on white marble.',
  hero: 'A cognac leather handbag with a brass clasp on a travertine plinth, an invitation sealed with red wax leaning against it, beside a stoneware vase with a dried branch.',
  home: 'A terracotta amphora, a round white vase with a green sprig and a dark stoneware bowl on a linen-covered table.',
  kids: 'Folded children’s knitwear in oatmeal, sage and rose, a wooden ring-stacking toy and a small white sneaker.',
  men: 'A camel wool overcoat on a wooden hanger against a stone-grey wall, a pair of dark brown leather loafers beside it.',
  stores:
    'A boutique with plaster arches, a rail of garments in the central arch, a low wooden bench, a vase and a ceramic on a plinth.',
  women: 'A blush silk slip dress on a brass hanger in window light, a burgundy patent pump on the floor beside it.',
} satisfies BaseTranslation;

export default en_images;
