import { useI18nContext } from '@acq/locales/react';
import { openConsentSettingsEvent } from '@/lib/consent/open-settings-event';

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
