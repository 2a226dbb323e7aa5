import { describe, expect, it } from 'vitest';
import { variantOf } from './visit-variant';

const payload = {
  features: {
    'landing-layout': { defaultValue: 'right-double-column' },
    'landing-registration-flow': { defaultValue: 'default' },
  },
};

describe('variantOf', () => {
  it('names the values that differ from the defaults, forced ones first', () => {
    const values = { 'landing-layout': 'right-double-column', 'landing-registration-flow': 'leanStep1' };
    expect(variantOf({ values, payload }, new Map())).toBe('landing-registration-flow=leanStep1');
    expect(variantOf({ values, payload }, new Map([['landing-layout', 'center-single-column']]))).toBe(
      'landing-layout=center-single-column,landing-registration-flow=leanStep1',
    );
  });

  it('is `default` when the page shows every default, or no experiments ran', () => {
    expect(variantOf({ values: { 'landing-layout': 'right-double-column' }, payload }, new Map())).toBe('default');
    expect(variantOf({ values: {}, payload: null }, new Map())).toBe('default');
  });
});
