/** Raised by the footer's consent button; the consent integration opens its settings dialog. */
export const openConsentSettingsEvent = 'acq:open-consent-settings';
