import { describe, expect, it } from 'vitest';
import { productPageUrl, sourcePathOf } from './landing-source';

const shop = ['https://shop.example'];

describe('productPageUrl', () => {
  it('accepts a path on this site and a page of a configured shop origin', () => {
    expect(productPageUrl('/p/blazer-123?colour=navy', shop)).toBe('/p/blazer-123?colour=navy');
    expect(productPageUrl('https://shop.example/p/blazer-123', shop)).toBe('https://shop.example/p/blazer-123');
  });

  it('refuses every other target, so the way back is no open redirect', () => {
    for (const target of [
      'https://evil.example/p/1',
      'https://shop.example.evil.example/p/1',
      'http://shop.example/p/1', // another origin: the scheme differs
      'https://user@shop.example/p/1',
      '//evil.example/p/1',
      '/\\evil.example/p/1',
      'javascript:alert(1)',
      'data:text/html,hi',
      'not a url',
      '',
    ]) {
      expect(productPageUrl(target, shop), target).toBeNull();
    }
    expect(productPageUrl(null, shop)).toBeNull();
  });
});

describe('sourcePathOf', () => {
  it('takes the path a referring page gives, else the landing page’s own', () => {
    expect(sourcePathOf('/women/shoes', '/de/summer-sale')).toBe('/women/shoes');
    expect(sourcePathOf(null, '/de/summer-sale')).toBe('/de/summer-sale');
    expect(sourcePathOf('https://evil.example/', '/de')).toBe('/de');
    expect(sourcePathOf(`/${'x'.repeat(300)}`, '/de')).toBe('/de');
  });
});
