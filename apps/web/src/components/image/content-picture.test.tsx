import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAppPart } from '@/testing/render-app-part';
import { ContentPicture } from './content-picture';

describe('ContentPicture', () => {
  it('offers modern formats first, keeps the intrinsic size and describes the image in the visitor’s language', () => {
    const { container } = renderAppPart(<ContentPicture id="hero" sizes="100vw" priority />, { locale: 'pl' });
    const image = screen.getByRole('img', { name: /torebka/ });
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).not.toHaveAttribute('loading', 'lazy');
    const types = [...container.querySelectorAll('picture source')].map((source) => source.getAttribute('type'));
    expect(types).toEqual(['image/avif', 'image/webp', 'image/jpeg']);
  });

  it('loads an image below the fold lazily, and its placeholder is hidden from assistive technology', () => {
    const { container } = renderAppPart(<ContentPicture id="women" sizes="100vw" />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(container.querySelector('.content-picture__placeholder')).toHaveAttribute('aria-hidden', 'true');
  });
});
