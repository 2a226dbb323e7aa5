import { describe, expect, it } from 'vitest';
import features from '../../../../mock-server/data/features.json';
import { experimentsOf, forcingLink } from './experiments';

describe('experimentsOf', () => {
  it('lists the experiment rules of the mock payload with their variation names', () => {
    const experiments = experimentsOf(features);
    expect(experiments.map((experiment) => experiment.key)).toContain('landing-layout');
    expect(experiments.find((experiment) => experiment.key === 'landing-layout')).toMatchObject({
      name: 'Landing layout',
      variations: [
        { index: 0, name: 'Form beside the hero' },
        { index: 1, name: 'Form below the hero' },
        { index: 2, name: 'Phone-width column' },
      ],
    });
  });

  it('skips features without experiments, single-variation rules and malformed parts', () => {
    const payload = {
      features: {
        flag: { defaultValue: true },
        forced: { rules: [{ force: 'x' }] },
        single: { rules: [{ key: 'single', variations: ['a'] }] },
        broken: 'nope',
        unnamed: { rules: [{ variations: ['a', 'b'], meta: [null, { name: 7 }] }] },
      },
    };
    expect(experimentsOf(payload)).toEqual([
      {
        key: 'unnamed',
        name: 'unnamed',
        featureKey: 'unnamed',
        variations: [
          { index: 0, name: null },
          { index: 1, name: null },
        ],
      },
    ]);
    expect(experimentsOf(null)).toEqual([]);
  });
});

describe('forcingLink', () => {
  it('forces the variation in the query, unprefixed or under a language, with the code when given', () => {
    expect(forcingLink('https://shop.example', '', 'landing-layout', 1, '')).toBe(
      'https://shop.example/?landing-layout=1',
    );
    expect(forcingLink('https://shop.example', '/de', 'landing-layout', 0, 'VALID-CODE')).toBe(
      'https://shop.example/de?landing-layout=0&rc=VALID-CODE',
    );
    expect(forcingLink('', '/pl', 'landing-banner', 3, '')).toBe('/pl?landing-banner=3'); // rendered on the server
  });
});
