import { useI18nContext } from '@acq/locales/react';

/** A page's title (for the browser tab, followed by the brand unless it is the brand) and its one h1. */
export function PageHeading({ title, heading = title }: { title: string; heading?: string }) {
  const { LL } = useI18nContext();
  const brand = LL.app.name();
  return (
    <>
      <title>{title === brand ? brand : `${title} | ${brand}`}</title>
      <h1>{heading}</h1>
    </>
  );
}
