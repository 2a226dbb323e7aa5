import { i18nObject, locales } from '@acq/locales';
import { loadLocale } from '@acq/locales/sync';
import { describe, expect, it } from 'vitest';
import { contentImages } from './content-images';

describe('content images', () => {
  it('has the artwork the pages show, each rendered in AVIF, WebP and JPEG at several widths', () => {
    expect([...contentImages.keys()].sort()).toEqual(
      ['about-us', 'beauty', 'hero', 'home', 'kids', 'men', 'stores', 'women'].sort(),
    );
    for (const { id, picture, placeholder } of contentImages.values()) {
      expect(Object.keys(picture.sources), id).toEqual(['avif', 'webp', 'jpeg']);
      for (const srcset of Object.values(picture.sources)) expect(srcset.split(', ').length, id).toBeGreaterThan(2);
      expect(picture.img.w, id).toBeGreaterThan(0);
      expect(picture.img.h, id).toBeGreaterThan(0);
      expect(placeholder, id).toMatch(/^data:image\/webp;base64,/);
    }
  });

  it('describes every image in all seven languages, each in its own words', () => {
    for (const locale of locales) loadLocale(locale);
    const english = i18nObject('en').images;
    for (const { id, altText } of contentImages.values()) {
      for (const locale of locales)
        expect(i18nObject(locale).images[altText]?.().trim(), `${id} ${locale}`).toBeTruthy();
      for (const locale of locales.filter((code) => code !== 'en'))
        expect(i18nObject(locale).images[altText](), `${id} ${locale}`).not.toBe(english[altText]());
    }
  });
});
