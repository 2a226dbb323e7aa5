import { useI18nContext } from '@acq/locales/react';
import type { WelcomeVoucher as Voucher } from '@/lib/landing-options';

/** The welcome voucher of SPEC.md §3/§9: 10, 15 or 20%, valid 2 weeks, some with a minimum order value. */
export function WelcomeVoucher({ voucher }: { voucher: Voucher }) {
  const { LL } = useI18nContext();
  const match = /^(\d+)-percent-(no-mov|mov)$/.exec(voucher);
  if (!match) return null;
  const percent = Number(match[1]);
  const text = LL.landingPage.voucher;
  return (
    <p className="welcome-voucher">
      <strong>{text.label()}</strong> {match[2] === 'mov' ? text.withMov({ percent }) : text.noMov({ percent })}
    </p>
  );
}
