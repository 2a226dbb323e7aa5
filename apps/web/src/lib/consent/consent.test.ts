// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { openConsentSettingsEvent } from '@/components/layout/consent-button';
import { consentStatusEvent, whenConsentReady } from './consent-events';
import { consentScriptUrl } from './consent-script';
import { openConsentSettingsOnRequest } from './consent-settings';

describe('consentScriptUrl', () => {
  it('busts the cache once an hour', () => {
    const hour = 3_600_000;
    expect(consentScriptUrl('https://cmp.example/', 5 * hour + 1)).toBe(
      'https://cmp.example/entrance/cmp/js/cmp_min.js?v=5',
    );
    expect(consentScriptUrl('https://cmp.example', 6 * hour - 1)).toBe(
      'https://cmp.example/entrance/cmp/js/cmp_min.js?v=5',
    );
    expect(consentScriptUrl('', 6 * hour)).toBe('/entrance/cmp/js/cmp_min.js?v=6');
  });
});

describe('whenConsentReady', () => {
  it('reports ready on the first consent-status event only', () => {
    const target = new EventTarget();
    const onReady = vi.fn();
    whenConsentReady(target, onReady);
    expect(onReady).not.toHaveBeenCalled();
    target.dispatchEvent(new Event(consentStatusEvent));
    target.dispatchEvent(new Event(consentStatusEvent));
    expect(onReady).toHaveBeenCalledTimes(1);
  });
});

describe('openConsentSettingsOnRequest', () => {
  it('opens the consent library’s settings when the consent button asks', () => {
    const showSecondLayer = vi.fn();
    window.UC_UI = { isInitialized: () => true, showSecondLayer };
    const stop = openConsentSettingsOnRequest(window);
    window.dispatchEvent(new Event(openConsentSettingsEvent));
    expect(showSecondLayer).toHaveBeenCalledTimes(1);
    stop();
    delete window.UC_UI;
  });
});
