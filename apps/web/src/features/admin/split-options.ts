import type { NamespaceScreenPagesTranslation } from '@acq/locales/types';
import { forceableFeatureValues, formFinishedInPopupFeature } from '@/lib/experiments/landing-options';

type OptionName = keyof NamespaceScreenPagesTranslation['splitGenerator']['options'];

/** The landing options the split generator lists, in the order of docs/product.md §2/§3, with their names' keys. */
export const splitOptions: readonly { featureKey: string; name: OptionName }[] = [
  { featureKey: 'landing-registration-flow', name: 'registrationFlow' },
  { featureKey: 'landing-layout', name: 'layout' },
  { featureKey: 'landing-headline', name: 'headline' },
  { featureKey: 'welcome-voucher', name: 'welcomeVoucher' },
  { featureKey: 'landing-intro-flow', name: 'introFlow' },
  { featureKey: 'landing-banner', name: 'banner' },
  { featureKey: formFinishedInPopupFeature, name: 'formFinishedInPopup' },
];

/** A forceable option's declared values, as the links force them (by index). */
export function valuesOf(featureKey: string): readonly (string | boolean)[] {
  return forceableFeatureValues[featureKey] ?? [];
}
