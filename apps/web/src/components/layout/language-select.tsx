import { locales } from '@acq/locales';
import { useI18nContext } from '@acq/locales/react';
import type { Locales } from '@acq/locales/types';
import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router';
import { changesLanguageClientSide } from '@/lib/startup/activation-path';
import { languageSwitchPath, languageSwitchUrl } from '@/lib/startup/language-switch';
import { languageNames } from '@/lib/language-names';
import { useNavigateWhenSettled } from '@/lib/use-navigate-when-settled';
import './language-select.css';

/**
 * The language selection: the same page in the chosen language, query kept (docs/product.md §2). The
 * start-up runs again with the new language (a reload), except on the activation page, where
 * the app changes language client-side.
 */
export function LanguageSelect() {
  const { LL, locale } = useI18nContext();
  const location = useLocation();
  const navigate = useNavigateWhenSettled();
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);

  async function switchTo(target: Locales) {
    // Before the request that the cookie must decide; the cookie code is loaded after hydration.
    const { writeLangCookie } = await import('@/lib/startup/lang-cookie');
    await writeLangCookie(document, target);
    const url = languageSwitchUrl(location, target);
    if (changesLanguageClientSide(location.pathname)) navigate(url);
    else window.location.assign(url);
  }

  // A language chosen before the app ran, which hydration leaves on the select but no one heard
  // (the arrow button that would have sent it goes once the app runs): switched to now.
  useEffect(() => {
    const chosen = select.current?.value as Locales | undefined;
    if (chosen && chosen !== locale) void switchTo(chosen);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, after hydration

  return (
    <form className="language-select" method="get" action={languageSwitchPath}>
      <input type="hidden" name="from" value={`${location.pathname}${location.search}`} />
      <label htmlFor={id}>{LL.footer.language()}</label>
      <select
        ref={select}
        id={id}
        name="lang"
        // No browser's restored choice from an earlier visit of the page: only the visitor's counts.
        autoComplete="off"
        value={locale}
        onChange={(event) => void switchTo(event.target.value as Locales)}
      >
        {locales.map((code) => (
          <option key={code} value={code} lang={code}>
            {languageNames[code]}
          </option>
        ))}
      </select>
      {/* Beside the select, on its line: it goes once the app runs, and nothing below may move. */}
      <button type="submit" className="language-select__submit button--secondary">
        <span aria-hidden="true">→</span>
        <span className="visually-hidden">{LL.footer.changeLanguage()}</span>
      </button>
    </form>
  );
}
