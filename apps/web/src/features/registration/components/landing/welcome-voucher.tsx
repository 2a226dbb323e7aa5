import { useI18nContext } from '@acq/locales/react';
import type { Offer } from '../../offer';

/** The welcome voucher of docs/product.md §3/§9 the page announces: 10, 15 or 20%, valid 2 weeks, some with a minimum order value. */
export function WelcomeVoucher({ offer }: { offer: Offer }) {
  const { LL } = useI18nContext();
  if (!offer.announced) return null;
  const text = LL.landingPage.voucher;
  const { percent } = offer;
  return (
    <p className="welcome-voucher" data-voucher={offer.voucher}>
      <strong>{text.label()}</strong> {offer.minimumOrderValue ? text.withMov({ percent }) : text.noMov({ percent })}
    </p>
  );
}
