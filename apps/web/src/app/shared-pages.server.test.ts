import { describe, expect, it } from 'vitest';
import { isShareableAddress, isShareableRequest } from './shared-pages.server';

const url = (path: string) => new URL(path, 'https://members.example');

describe('isShareableAddress', () => {
  it('shares invitation and campaign links: code, language, experiments switched or forced, campaign tags', () => {
    for (const path of [
      '/',
      '/de?rc=VALID-CODE',
      '/?rc=A&lang=fr&disablegb=true',
      '/?landing-layout=1&utm_source=mail',
    ])
      expect(isShareableAddress(url(path))).toBe(true);
  });

  it('never shares an address with a token, an e-mail or anything unknown, the admin pages or router data', () => {
    for (const path of [
      '/lobby?token=a.b.c',
      '/?approvalToken=x',
      '/?emailToken=x',
      '/?rc=A&email=a%40b.example',
      '/?gclid=abc',
      '/?landing-layout=center',
      '/admin/registrationlinkgenerator',
      '/de.data',
    ])
      expect(isShareableAddress(url(path))).toBe(false);
  });
});

describe('isShareableRequest', () => {
  it('shares reads without cookies only', () => {
    expect(isShareableRequest({ method: 'GET', url: url('/') })).toBe(true);
    expect(isShareableRequest({ method: 'HEAD', url: url('/') })).toBe(true);
    expect(isShareableRequest({ method: 'GET', cookie: 'lang=de', url: url('/') })).toBe(false);
    expect(isShareableRequest({ method: 'POST', url: url('/') })).toBe(false);
  });
});
