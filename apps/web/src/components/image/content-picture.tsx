import { useI18nContext } from '@acq/locales/react';
import { contentImage } from '@/lib/content-images';
import './content-picture.css';

interface ContentPictureProps {
  /** The entry's id: its file name in content/images without .json. */
  id: string;
  /** The rendered width per viewport, as the `sizes` attribute takes it. */
  sizes: string;
  /** The page's largest image above the fold: loaded first, never lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * A content image as a responsive <picture>: AVIF, WebP and JPEG at several widths, its intrinsic
 * size on the <img> (no layout shift), a blurred placeholder until it arrives, lazy unless it is
 * the page's priority image, and the alt text in the visitor's language.
 */
export function ContentPicture({ id, sizes, priority = false, className }: ContentPictureProps) {
  const { LL } = useI18nContext();
  const { picture, placeholder, altText } = contentImage(id);
  const { w, h, src } = picture.img;
  return (
    // The placeholder stays outside <picture>, whose sources would otherwise choose for it too.
    <span className={className ? `content-picture ${className}` : 'content-picture'}>
      <img className="content-picture__placeholder" src={placeholder} alt="" aria-hidden="true" width={w} height={h} />
      <picture>
        {Object.entries(picture.sources).map(([format, srcSet]) => (
          <source key={format} type={`image/${format}`} srcSet={srcSet} sizes={sizes} />
        ))}
        <img
          className="content-picture__image"
          src={src}
          width={w}
          height={h}
          alt={LL.images[altText]()}
          sizes={sizes}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding={priority ? 'sync' : 'async'}
        />
      </picture>
    </span>
  );
}
