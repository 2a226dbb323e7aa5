import { describe, expect, it } from 'vitest';
import { changesLanguageClientSide, isActivationPath, skipsConsentAndAnalytics } from './activation-path';

describe('isActivationPath', () => {
  it.each([
    '/registration/activateaccount',
    '/de/registration/activateaccount',
    '/registration/activateaccountError',
    '/registration/ActivateAccount',
  ])('%s is one', (path) => {
    expect(isActivationPath(path)).toBe(true);
    expect(skipsConsentAndAnalytics(path)).toBe(true);
    expect(changesLanguageClientSide(path)).toBe(true);
  });

  it.each(['/', '/lobby', '/registration/formfinished', '/registration/activate-account'])('%s is not', (path) => {
    expect(isActivationPath(path)).toBe(false);
    expect(skipsConsentAndAnalytics(path)).toBe(false);
    expect(changesLanguageClientSide(path)).toBe(false);
  });
});
