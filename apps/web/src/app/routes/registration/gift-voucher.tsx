import { useI18nContext } from '@acq/locales/react';
import { PageHeading } from '@/components/layout/page-heading';
import { PageLink } from '@/components/layout/page-link';
import { useRuntimeSettings } from '@/lib/runtime-settings-context';
import { useLocalisedPath } from '@/lib/use-localised-path';
import '@/features/registration/components/registration-form.css';
import { pageMessages } from '@/lib/page-messages';

export const handle = pageMessages('registrationPages');

/** A gift voucher needs a login or an invitation. */
export default function GiftVoucherPage() {
  const { LL } = useI18nContext();
  const { loginUrl } = useRuntimeSettings();
  const text = LL.registrationPages.giftVoucher;
  return (
    <>
      <PageHeading title={text.heading()} />
      <p className="lead">{text.body()}</p>
      <div className="page-actions">
        <a className="button" href={loginUrl}>
          {text.login()}
        </a>
        <PageLink className="button button--secondary" to={useLocalisedPath('/')}>
          {text.enterCode()}
        </PageLink>
      </div>
    </>
  );
}
