import { useI18nContext } from '@acq/locales/react';
import '../stores.css';

// The three stores of docs/product.md §2; names and countries are translated, the rest is the same everywhere.
const stores = [
  { city: 'munich', country: 'germany' },
  { city: 'dornach', country: 'germany' },
  { city: 'vienna', country: 'austria' },
] as const;

/** The physical stores, open only to Silver, Gold and Diamond card holders. */
export function StoreList() {
  const { LL } = useI18nContext();
  const texts = LL.screenPages.stores;
  return (
    <>
      <ul className="store-list">
        {stores.map(({ city, country }) => (
          <li key={city} className="store-list__store">
            <h2>{texts[city]()}</h2>
            <p>{texts[country]()}</p>
            <p>{texts.hours()}</p>
          </li>
        ))}
      </ul>
      <p className="store-list__access">{texts.access()}</p>
    </>
  );
}
