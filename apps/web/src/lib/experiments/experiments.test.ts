// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import features from '../../../../mock-server/data/features.json';
import { forceableFeatureValues } from '@/lib/experiments/landing-options';
import { anonymousIdCookie, anonymousIdFromCookies } from './anonymous-id';
import { clientSidePath } from './redirect-target';

describe('clientSidePath', () => {
  const here = 'https://members.example/de?rc=X';

  it('gives the path after the base URL for a target on this site', () => {
    expect(clientSidePath('https://members.example/de/about-us?x=1#faq', here)).toBe('/de/about-us?x=1#faq');
    expect(clientSidePath('/registration/formstarted', here)).toBe('/registration/formstarted');
    expect(clientSidePath('https://members.example/acquisition/de/lobby', here, '/acquisition/')).toBe('/de/lobby');
  });

  it('gives nothing for another site, where the browser must go', () => {
    expect(clientSidePath('https://other.example/de', here)).toBeNull();
  });
});

describe('the anonymous id cookie', () => {
  it('is read back as written, plain as the caching edge passes it on, and a malformed value counts as none', async () => {
    const id = '3f1c2a9e-7b1d-4c55-9d2e-0a6b8f4e1c3d';
    const cookie = await anonymousIdCookie.serialize(id, { secure: false });
    expect(cookie).toBe(`acqAnonymousId=${id}; Max-Age=31536000; Path=/; SameSite=Lax`);
    expect(await anonymousIdCookie.serialize(id, { secure: true })).toMatch(/; Secure; SameSite=Lax$/);
    expect(await anonymousIdFromCookies(`lang=de; ${cookie.split(';')[0]}`)).toBe(id);
    expect(await anonymousIdFromCookies('acqAnonymousId=<script>')).toBeNull();
    expect(await anonymousIdFromCookies('')).toBeNull();
  });
});

describe('the mock backend’s feature payload', () => {
  it('lists the variations of every experiment on a landing option in the declared order', () => {
    const experiments = Object.entries(features.features).flatMap(([key, feature]) =>
      'rules' in feature ? feature.rules.map((rule) => [key, rule.variations] as const) : [],
    );
    expect(experiments.map(([key]) => key)).toEqual(['landing-registration-flow', 'landing-layout']);
    for (const [key, variations] of experiments) expect(variations).toEqual(forceableFeatureValues[key]);
  });
});
