import type { TranslationFunctions } from '@acq/locales/types';

/**
 * The content model of the site's images. Every image is an entry in content/images/<id>.json
 * naming its source file (in content/images/sources: SVG artwork or a photograph, JPEG, PNG, WebP
 * or AVIF); its alt text is a translation, `images.<id in camelCase>` in locales/. A page carries
 * the texts of its language only. The build renders each source at several widths
 * in AVIF, WebP and JPEG plus a tiny placeholder, so campaign photography replaces the shipped
 * artwork by changing files, not code.
 */
export interface ImageEntry {
  /** A file name in content/images/sources. */
  source: string;
}

/** The translation that says what an image shows, for people who do not see it. */
export type AltTextKey = keyof TranslationFunctions['images'];

export interface Picture {
  /** A srcset per format, best first (AVIF, WebP, then the JPEG fallback). */
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
}

export interface ContentImage extends ImageEntry {
  id: string;
  /** Its alt text's translation key. */
  altText: AltTextKey;
  picture: Picture;
  /** A 24 px wide rendering as a data URL, shown blurred until the image arrives. */
  placeholder: string;
}

// Widths cover a phone at 1x up to a full-bleed desktop image at 2x.
const entries = import.meta.glob<ImageEntry>('../../content/images/*.json', { eager: true, import: 'default' });
const pictures = import.meta.glob<Picture>('../../content/images/sources/*', {
  eager: true,
  import: 'default',
  query: { w: '480;960;1440;1920', format: 'avif;webp;jpg', quality: '62', as: 'picture' },
});
const placeholders = import.meta.glob<string>('../../content/images/sources/*', {
  eager: true,
  import: 'default',
  query: { w: '24', format: 'webp', quality: '40', inline: '' },
});

const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);
const byFile = <T>(modules: Record<string, T>) =>
  new Map(Object.entries(modules).map(([path, value]) => [fileName(path).split('?')[0]!, value]));

export const contentImages: ReadonlyMap<string, ContentImage> = (() => {
  const pictureFor = byFile(pictures);
  const placeholderFor = byFile(placeholders);
  return new Map(
    Object.entries(entries).map(([path, entry]) => {
      const id = fileName(path).replace(/\.json$/, '');
      const picture = pictureFor.get(entry.source);
      const placeholder = placeholderFor.get(entry.source);
      if (!picture || !placeholder) throw new Error(`Image ${id}: no source file ${entry.source}`);
      const altText = id.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()) as AltTextKey;
      return [id, { ...entry, id, altText, picture, placeholder }];
    }),
  );
})();

export function contentImage(id: string): ContentImage {
  const image = contentImages.get(id);
  if (!image) throw new Error(`No content image ${id} (content/images/${id}.json)`);
  return image;
}
