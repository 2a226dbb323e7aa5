import { useI18nContext } from '@acq/locales/react';

/** Raised for the consent integration, which opens its settings dialog. */
export const openConsentSettingsEvent = 'acq:open-consent-settings';

export function ConsentButton() {
  const { LL } = useI18nContext();
  return (
    <button
      type="button"
      className="link-button"
      onClick={() => window.dispatchEvent(new Event(openConsentSettingsEvent))}
    >
      {LL.footer.cookieSettings()}
    </button>
  );
}
