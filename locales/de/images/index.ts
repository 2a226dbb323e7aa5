import type { NamespaceImagesTranslation } from '../../i18n-types';

// The content images' alt texts (apps/web/content/images): what each shows, for people who do not see it.
const de_images = {
  aboutUs: 'Champagnerfarbene Seide, die in tiefen, weichen Falten fällt.',
  beauty:
    'Ein gläserner Parfumflakon mit goldener Kappe, ein goldener Lippenstift mit roter Mine und eine goldene Puderdose auf weißem Marmor.',
  hero: 'Eine cognacfarbene Lederhandtasche mit Messingverschluss auf einem Travertinsockel, daran gelehnt eine mit rotem Wachs versiegelte Einladung, daneben eine Steingutvase mit trockenem Zweig.',
  home: 'Eine Terrakotta-Amphore, eine runde weiße Vase mit grünem Zweig und eine dunkle Steingutschale auf einem leinengedeckten Tisch.',
  kids: 'Gefaltete Kinderstrickmode in Haferbeige, Salbeigrün und Rosé, ein hölzerner Stapelturm und ein kleiner weißer Sneaker.',
  men: 'Ein kamelfarbener Wollmantel an einem Holzbügel vor einer steingrauen Wand, daneben ein Paar dunkelbraune Lederloafer.',
  stores:
    'Eine Boutique mit Bögen aus Putz, eine Kleiderstange im mittleren Bogen, eine niedrige Holzbank, eine Vase und eine Keramik auf einem Sockel.',
  women:
    'Ein rosé Seidenkleid an einem Messingbügel im Fensterlicht, daneben ein bordeauxroter Lackpumps auf dem Boden.',
} satisfies NamespaceImagesTranslation;

export default de_images;
