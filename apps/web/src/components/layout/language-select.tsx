import { locales } from '@acq/locales';
import { useI18nContext } from '@acq/locales/react';
import type { Locales } from '@acq/locales/types';
import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { changesLanguageClientSide } from '@/lib/startup/activation-path';
import { writeLangCookie } from '@/lib/startup/lang-cookie';
import { languageSwitchUrl } from '@/lib/startup/language-switch';
import { languageNames } from '@/lib/language-names';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * The language selection: the same page in the chosen language, query kept (SPEC.md §2). The
 * start-up runs again with the new language (a reload), except on the activation page, where
 * the app changes language client-side.
 */
export function LanguageSelect() {
  const { LL, locale } = useI18nContext();
  const location = useLocation();
  const navigate = useNavigate();
  const id = useId();
  const hydrated = useHydrated();

  function switchTo(target: Locales) {
    writeLangCookie(document, target);
    const url = languageSwitchUrl(location, target);
    if (changesLanguageClientSide(location.pathname)) void navigate(url);
    else window.location.assign(url);
  }

  return (
    <div className="language-select">
      <label htmlFor={id}>{LL.footer.language()}</label>
      {/* Disabled until the app listens: a choice made before would be lost. */}
      <select id={id} value={locale} disabled={!hydrated} onChange={(event) => switchTo(event.target.value as Locales)}>
        {locales.map((code) => (
          <option key={code} value={code} lang={code}>
            {languageNames[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
