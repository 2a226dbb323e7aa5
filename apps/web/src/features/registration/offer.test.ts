import { describe, expect, it } from 'vitest';
import { landingFeatureValues } from '@/lib/experiments/landing-options';
import { headlineOfOffer, offerOf } from './offer';

describe('offerOf', () => {
  it('takes the percentage and the minimum order value from the welcome-voucher option', () => {
    expect(offerOf({ voucher: '15-percent-mov', headline: 'default' })).toEqual({
      voucher: '15-percent-mov',
      percent: 15,
      minimumOrderValue: true,
      announced: true,
    });
  });

  it('lets the voucher option win over a headline that names another percentage', () => {
    const offer = offerOf({ voucher: '10-percent-no-mov', headline: 'social-20-percent-mov' });
    expect(offer).toMatchObject({ percent: 10, minimumOrderValue: false });
    expect(headlineOfOffer(offer)).toBe('social-10-percent-no-mov'); // the headline follows
  });

  it('lets a percentage headline imply the voucher when there is no voucher option', () => {
    expect(offerOf({ voucher: 'none', headline: 'social-20-percent-mov' })).toEqual({
      voucher: '20-percent-mov',
      percent: 20,
      minimumOrderValue: true,
      announced: true,
    });
  });

  it('falls back to the standing 10 % of the intro flow, without announcing a voucher', () => {
    expect(offerOf({ voucher: 'none', headline: 'viral' })).toEqual({
      voucher: '10-percent-no-mov',
      percent: 10,
      minimumOrderValue: false,
      announced: false,
    });
  });

  it('has a headline for every offer a voucher option can make', () => {
    const headlines: readonly string[] = landingFeatureValues['landing-headline'];
    for (const voucher of landingFeatureValues['welcome-voucher']) {
      const offer = offerOf({ voucher, headline: 'default' });
      expect(headlines).toContain(headlineOfOffer(offer));
      expect(headlineOfOffer(offer)).toBe(
        `social-${offer.percent}-percent-${offer.minimumOrderValue ? 'mov' : 'no-mov'}`,
      );
    }
  });
});
