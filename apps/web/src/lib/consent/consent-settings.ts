import { openConsentSettingsEvent } from './open-settings-event';

/**
 * The footer's consent button raises `acq:open-consent-settings`; the consent library's
 * settings dialog opens (its "second layer"). Before the library has loaded there is nothing to
 * open, which is logged rather than failing silently.
 */
export function openConsentSettingsOnRequest(win: Window): () => void {
  const open = () => {
    if (win.UC_UI) win.UC_UI.showSecondLayer();
    else console.warn('The consent settings cannot open: the consent library has not loaded.');
  };
  win.addEventListener(openConsentSettingsEvent, open);
  return () => win.removeEventListener(openConsentSettingsEvent, open);
}
