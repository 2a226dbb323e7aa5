import { describe, expect, it } from 'vitest';
import { headlineKey } from './headline';
import { offerOf } from './offer';

const facts = {
  variant: 'default',
  flow: 'default',
  invited: false,
  inviter: null,
  onDetailsStep: false,
  offer: offerOf({ voucher: 'none', headline: 'default' }),
  productShare: false,
} as const;

describe('headlineKey', () => {
  it('shows the viral text with the inviter for an invitation, and the no-name wording without one', () => {
    expect(headlineKey({ ...facts, invited: true, inviter: 'Julia' })).toBe('viral');
    expect(headlineKey({ ...facts, invited: true })).toBe('viralNoName');
    expect(headlineKey({ ...facts, variant: 'viral', invited: true })).toBe('viralNoName');
  });

  it('never says "you have been invited" without a usable invitation, even when the viral variant is forced', () => {
    expect(headlineKey({ ...facts, variant: 'viral' })).toBe('default');
    expect(headlineKey({ ...facts, variant: 'viral', flow: 'socialRegistration' })).toBe('socialRegistration');
    expect(headlineKey({ ...facts, variant: 'viral', productShare: true })).toBe('viralProductShare');
  });

  it('lets an experiment variant win over the invitation', () => {
    expect(headlineKey({ ...facts, variant: 'daba', invited: true, inviter: 'Julia' })).toBe('daba');
    expect(headlineKey({ ...facts, variant: 'social-registration-2nd-step' })).toBe('socialRegistration2ndStep');
  });

  it('states the page’s offer in a headline that names a percentage', () => {
    const offer = offerOf({ voucher: '10-percent-no-mov', headline: 'social-20-percent-mov' });
    expect(headlineKey({ ...facts, variant: 'social-20-percent-mov', offer })).toBe('social10PercentNoMov');
    const implied = offerOf({ voucher: 'none', headline: 'social-15-percent-mov' });
    expect(headlineKey({ ...facts, variant: 'social-15-percent-mov', offer: implied })).toBe('social15PercentMov');
  });

  it('shows the product-share text to a visitor who came from a shared product', () => {
    expect(headlineKey({ ...facts, productShare: true, invited: true, inviter: 'Julia' })).toBe('viralProductShare');
  });

  it('follows the flow without a variant', () => {
    expect(headlineKey(facts)).toBe('default');
    expect(headlineKey({ ...facts, flow: 'socialRegistration' })).toBe('socialRegistration');
    expect(headlineKey({ ...facts, flow: 'leanStep1', onDetailsStep: true })).toBe('leanRegistrationStep2');
  });
});
