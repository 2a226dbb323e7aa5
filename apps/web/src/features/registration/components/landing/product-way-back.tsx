import { useI18nContext } from '@acq/locales/react';
import { useRuntimeSettings } from '@/lib/runtime-settings-context';
import { useRegistrationState } from '../../state/registration-state';
import { productPageUrl } from '../../landing-source';

/**
 * After registering, the way back to the product a member shared (`previousPDPPage`, kept in the
 * registration state): checked again, since session storage is no safer than the URL it came from.
 */
export function ProductWayBack() {
  const { LL } = useI18nContext();
  const { shopOrigins } = useRuntimeSettings();
  const href = productPageUrl(useRegistrationState((state) => state.previousPDPPage) ?? null, shopOrigins);
  if (!href) return null;
  const text = LL.productShare;
  return (
    <p className="product-way-back">
      {text.body()} <a href={href}>{text.backToProduct()}</a>
    </p>
  );
}
