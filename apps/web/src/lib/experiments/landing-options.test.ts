import { describe, expect, it } from 'vitest';
import {
  forceableFeatureValues,
  forcedFeatureValues,
  forcedIndex,
  landingOptionsFromFeatures,
  withoutForcingKeys,
} from './landing-options';

describe('forcedIndex (docs/product.md §5)', () => {
  it('takes a non-negative integer below the number of values', () => {
    expect(forcedIndex('0', 3)).toBe(0);
    expect(forcedIndex('2', 3)).toBe(2);
  });

  it('refuses anything else', () => {
    for (const raw of ['3', '-1', '1.0', '1abc', ' 1', '', '1e0', '0x1', '99999'])
      expect(forcedIndex(raw, 3), raw).toBeNull();
    expect(forcedIndex(null, 3)).toBeNull();
  });
});

describe('forcedFeatureValues', () => {
  it('maps every index of every forceable feature to its declared value, in order', () => {
    for (const [key, values] of Object.entries(forceableFeatureValues)) {
      values.forEach((value, index) => {
        expect(forcedFeatureValues(new URLSearchParams({ [key]: String(index) })).get(key)).toBe(value);
      });
    }
  });

  it('forces nothing when experiments are off (disablegb=true)', () => {
    const search = new URLSearchParams('landing-registration-flow=1&landing-layout=1');
    expect(forcedFeatureValues(search, true).size).toBe(0);
    expect(forcedFeatureValues(search, false).size).toBe(2);
  });

  it('forces the options of docs/product.md §2: 12 headlines, 5 flows, 3 layouts, the vouchers, intro flows, banners, popup', () => {
    const count = (key: string) => forceableFeatureValues[key]!.length;
    expect(count('landing-headline')).toBe(12);
    expect(count('landing-registration-flow')).toBe(5);
    expect(count('landing-layout')).toBe(3);
    expect(count('welcome-voucher')).toBe(5);
    expect(forceableFeatureValues['landing-intro-flow']).toEqual(['none', 'short', 'long']);
    expect(forceableFeatureValues['landing-banner']).toEqual(['none', 'black-friday', 'black-week', 'cyber-monday']);
    expect(forceableFeatureValues['registration-form-finished-in-popup']).toEqual([false, true]);
  });

  it('keeps today’s links: lean registration and the centre column', () => {
    const forced = forcedFeatureValues(new URLSearchParams('landing-registration-flow=1&landing-layout=1&lang=de'));
    expect(Object.fromEntries(forced)).toEqual({
      'landing-registration-flow': 'leanStep1',
      'landing-layout': 'center-single-column',
    });
    const options = landingOptionsFromFeatures((key) => forced.get(key) ?? null);
    expect(options).toMatchObject({ registrationFlow: 'leanStep1', layout: 'center-single-column' });
  });
});

describe('withoutForcingKeys', () => {
  it('hides the keys the page forces itself from GrowthBook, and keeps the rest of the URL', () => {
    expect(withoutForcingKeys('https://m.example/de?landing-layout=1abc&rc=X&other-experiment=1#faq')).toBe(
      'https://m.example/de?rc=X&other-experiment=1#faq',
    );
  });
});
