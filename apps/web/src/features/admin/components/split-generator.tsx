import { locales } from '@acq/locales';
import { useI18nContext } from '@acq/locales/react';
import { useId, useState } from 'react';
import { languageNames } from '@/lib/language-names';
import { useHydrated } from '@/lib/use-hydrated';
import { Form } from '@/components/form/form';
import { experimentOn } from '../experiments';
import { useExperiments } from '../hooks/use-feature-payload';
import { splitOptions } from '../split-options';
import { OptionLinks, type Mount } from './option-links';

/**
 * Landing-page links that force each value of every landing option (`?<feature-key>=<index>`),
 * for every mount of the routes, as campaigns and QA use them. The options come from the app's
 * declared values, so every one is listed whether or not an experiment runs on it; the feature
 * payload only adds the names of the experiments that do.
 */
export function SplitGenerator() {
  const { LL } = useI18nContext();
  const id = useId();
  const [code, setCode] = useState('');
  const payload = useExperiments();
  const texts = LL.screenPages.splitGenerator;
  // The server renders relative links (it has no window); the browser completes them once hydrated.
  const origin = useHydrated() ? window.location.origin : '';
  const mounts: Mount[] = [
    { prefix: '', name: texts.unprefixed() },
    ...locales.map((locale) => ({ prefix: `/${locale}`, name: languageNames[locale] })),
  ];
  const experiments = payload.status === 'loaded' ? payload.experiments : [];

  return (
    <section className="admin-tool admin-tool--wide card">
      <Form noValidate onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={`${id}-code`}>{texts.codeLabel()}</label>
        <p className="field-hint" id={`${id}-code-hint`}>
          {texts.codeHint()}
        </p>
        <input
          id={`${id}-code`}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${id}-code-hint`}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </Form>
      {payload.status === 'notConfigured' && <p className="field-hint">{texts.notConfigured()}</p>}
      {payload.status === 'failed' && <p className="field-hint">{texts.loadFailed()}</p>}
      {splitOptions.map(({ featureKey, name }) => (
        <OptionLinks
          key={featureKey}
          featureKey={featureKey}
          name={texts.options[name]()}
          experiment={experimentOn(experiments, featureKey)}
          mounts={mounts}
          origin={origin}
          code={code.trim()}
        />
      ))}
    </section>
  );
}
