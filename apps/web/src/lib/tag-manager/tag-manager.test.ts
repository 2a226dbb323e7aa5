// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTagManager } from './tag-manager';

afterEach(() => {
  document.head.innerHTML = '';
  delete window.dataLayer;
});

const scripts = () => Array.from(document.head.querySelectorAll('script'), (script) => script.src);

describe('startTagManager', () => {
  it('loads Tag Manager for a GTM- id', () => {
    expect(startTagManager(document, 'GTM-ABC12')).toBe(true);
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-ABC12']);
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js' })]);
  });

  it('loads the Google tag for a G- id', () => {
    expect(startTagManager(document, 'G-XYZ9')).toBe(true);
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-XYZ9']);
  });

  it('loads nothing without an id, and logs an invalid one with the corrected form', () => {
    const log = { error: vi.fn() };
    expect(startTagManager(document, null, log)).toBe(false);
    expect(startTagManager(document, ' gtm-abc12 ', log)).toBe(false);
    expect(scripts()).toEqual([]);
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('Did you mean "GTM-ABC12"?'));
  });
});
