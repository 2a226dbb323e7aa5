import type { NamespaceImagesTranslation } from '../../i18n-types';

// The content images' alt texts (apps/web/content/images): what each shows, for people who do not see it.
const pl_images = {
  aboutUs: 'Jedwab w kolorze szampana układający się w głębokie, miękkie fałdy.',
  beauty:
    'Szklany flakon perfum ze złotą zatyczką, złota szminka w czerwonym kolorze i złota puderniczka na białym marmurze.',
  hero: 'Koniakowa skórzana torebka z mosiężnym zapięciem na trawertynowym postumencie, oparte o nią zaproszenie z czerwoną lakową pieczęcią, obok kamionkowy wazon z suchą gałązką.',
  home: 'Terakotowa amfora, okrągły biały wazon z zieloną gałązką i ciemna kamionkowa miska na stole nakrytym lnem.',
  kids: 'Złożone dziecięce swetry w kolorach owsianym, szałwiowym i różowym, drewniana piramidka z kółek i mały biały trampek.',
  men: 'Wełniany płaszcz w kolorze camel na drewnianym wieszaku na tle szarej ściany, obok para ciemnobrązowych skórzanych mokasynów.',
  stores:
    'Butik z tynkowanymi łukami, wieszak z ubraniami pod środkowym łukiem, niska drewniana ławka, wazon i ceramika na postumencie.',
  women:
    'Pudroworóżowa jedwabna sukienka na mosiężnym wieszaku w świetle okna, obok na podłodze bordowe lakierowane czółenko.',
} satisfies NamespaceImagesTranslation;

export default pl_images;
