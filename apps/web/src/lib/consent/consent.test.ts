// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { openConsentSettingsEvent } from './open-settings-event';
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
  function consentLibrary({ initialised }: { initialised: boolean }) {
    const target = Object.assign(new EventTarget(), {
      UC_UI: { isInitialized: () => initialised, showSecondLayer: () => {} },
    });
    return { target, initialise: () => (initialised = true) };
  }

  it('reports ready on the first consent-status event after the library is initialised, once', () => {
    const { target } = consentLibrary({ initialised: true });
    const onReady = vi.fn();
    Object.assign(target, { UC_UI: undefined });
    whenConsentReady(target, onReady);
    Object.assign(target, { UC_UI: { isInitialized: () => true, showSecondLayer: () => {} } });
    expect(onReady).not.toHaveBeenCalled();
    target.dispatchEvent(new Event(consentStatusEvent));
    target.dispatchEvent(new Event(consentStatusEvent));
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it('does not count an event raised before the library reports it is initialised', () => {
    const { target, initialise } = consentLibrary({ initialised: false });
    const onReady = vi.fn();
    whenConsentReady(target, onReady);
    target.dispatchEvent(new Event(consentStatusEvent));
    expect(onReady).not.toHaveBeenCalled();
    initialise();
    target.dispatchEvent(new Event(consentStatusEvent));
    target.dispatchEvent(new Event(consentStatusEvent));
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it('does not count an event without any consent library, nor one whose isInitialized throws', () => {
    const target = new EventTarget();
    const onReady = vi.fn();
    whenConsentReady(target, onReady);
    target.dispatchEvent(new Event(consentStatusEvent));
    Object.assign(target, {
      UC_UI: {
        isInitialized: () => {
          throw new Error('broken');
        },
      },
    });
    target.dispatchEvent(new Event(consentStatusEvent));
    expect(onReady).not.toHaveBeenCalled();
  });

  it('counts a library that initialised before the app listened', () => {
    const { target } = consentLibrary({ initialised: true });
    const onReady = vi.fn();
    whenConsentReady(target, onReady);
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
