import type { NamespaceImagesTranslation } from '../../i18n-types';

// The content images' alt texts (apps/web/content/images): what each shows, for people who do not see it.
const nl_images = {
  aboutUs: 'Champagnekleurige zijde die in diepe, zachte plooien valt.',
  beauty:
    'Een glazen parfumflacon met gouden dop, een gouden lippenstift met rode stift en een gouden poederdoos op wit marmer.',
  hero: 'Een cognackleurige leren handtas met messing sluiting op een sokkel van travertin, ertegenaan een met rode lak verzegelde uitnodiging, naast een stenen vaas met een gedroogde tak.',
  home: 'Een terracotta amfora, een ronde witte vaas met een groen takje en een donkere stenen schaal op een met linnen gedekte tafel.',
  kids: 'Opgevouwen kinderbreigoed in havermout, saliegroen en roze, een houten ringenpiramide en een kleine witte sneaker.',
  men: 'Een kameelkleurige wollen overjas aan een houten hanger tegen een steengrijze muur, ernaast een paar donkerbruine leren loafers.',
  stores:
    'Een boetiek met gestucte bogen, een kledingrek onder de middelste boog, een lage houten bank, een vaas en een keramiekje op een sokkel.',
  women:
    'Een zijden slipdress in poederroze aan een messing hanger in het licht van een raam, ernaast een bordeauxrode lakpump op de vloer.',
} satisfies NamespaceImagesTranslation;

export default nl_images;
