import { describe, expect, it } from 'vitest';
import { headlineKey } from './headline';

const facts = { variant: 'default', flow: 'default', invited: false, inviter: null, onDetailsStep: false } as const;

describe('headlineKey', () => {
  it('shows the viral text with the inviter for an invitation, and the no-name wording without one', () => {
    expect(headlineKey({ ...facts, invited: true, inviter: 'Julia' })).toBe('viral');
    expect(headlineKey({ ...facts, invited: true })).toBe('viralNoName');
    expect(headlineKey({ ...facts, variant: 'viral' })).toBe('viralNoName');
  });

  it('lets an experiment variant win over the invitation', () => {
    expect(headlineKey({ ...facts, variant: 'social-15-percent-mov', invited: true, inviter: 'Julia' })).toBe(
      'social15PercentMov',
    );
    expect(headlineKey({ ...facts, variant: 'social-registration-2nd-step' })).toBe('socialRegistration2ndStep');
  });

  it('follows the flow without a variant', () => {
    expect(headlineKey(facts)).toBe('default');
    expect(headlineKey({ ...facts, flow: 'socialRegistration' })).toBe('socialRegistration');
    expect(headlineKey({ ...facts, flow: 'leanStep1', onDetailsStep: true })).toBe('leanRegistrationStep2');
  });
});
