import type { NamespaceImagesTranslation } from '../../i18n-types';

// The content images' alt texts (apps/web/content/images): what each shows, for people who do not see it.
const sv_images = {
  aboutUs: 'Champagnefärgat siden som faller i djupa, mjuka veck.',
  beauty:
    'En parfymflaska i glas med guldkork, ett guldfärgat läppstift med röd stift och en guldfärgad puderdosa på vit marmor.',
  hero: 'En konjaksfärgad läderväska med mässingslås på en sockel av travertin, mot den lutar en inbjudan förseglad med rött lack, bredvid en stengodsvas med en torkad kvist.',
  home: 'En amfora i terrakotta, en rund vit vas med en grön kvist och en mörk skål i stengods på ett bord med linneduk.',
  kids: 'Vikta stickade barnplagg i havre, salvia och rosa, en stapelleksak av trä och en liten vit sneaker.',
  men: 'En kamelfärgad ullrock på en galge av trä mot en stengrå vägg, bredvid ett par mörkbruna loafers i läder.',
  stores:
    'En butik med putsade valv, en klädställning under mittvalvet, en låg träbänk, en vas och en keramikskål på en sockel.',
  women:
    'En puderrosa slipklänning i siden på en galge av mässing i fönsterljus, bredvid en vinröd lackpump på golvet.',
} satisfies NamespaceImagesTranslation;

export default sv_images;
