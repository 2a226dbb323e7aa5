import { locales } from '@acq/locales';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentSlugs, loadContentDocument } from '../documents';
import { MarkdownDocument } from './markdown-document';

describe('MarkdownDocument', () => {
  it('renders no script element and no javascript: link, whatever the document holds', () => {
    const source = [
      '# Title',
      '',
      '<script>window.hacked = true</script>',
      '',
      'A [x](javascript:alert(1)) link, <img src=x onerror="alert(1)"> and a [safe](https://example.com) one.',
    ].join('\n');
    const { container } = render(<MarkdownDocument source={source} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    const hrefs = [...container.querySelectorAll('a')].map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.some((href) => href.toLowerCase().includes('javascript:'))).toBe(false);
    expect(screen.getByRole('link', { name: 'safe' })).toHaveAttribute('href', 'https://example.com');
    expect(screen.getByRole('heading', { level: 1, name: 'Title' })).toBeInTheDocument();
  });
});

describe('content documents', () => {
  it.each(locales)('exist for every footer link in %s', async (locale) => {
    for (const slug of contentSlugs) {
      const source = await loadContentDocument(locale, slug);
      expect(source, `${locale}/${slug}`).toMatch(/^# \S/);
    }
  });
});
