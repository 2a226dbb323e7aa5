import { locales } from '@acq/locales';
import { useI18nContext } from '@acq/locales/react';
import { useId, useState } from 'react';
import { forcingLink, type Experiment } from '../experiments';
import { useExperiments } from '../hooks/use-feature-payload';
import { CopyButton } from './copy-button';
import { languageNames } from '@/lib/language-names';
import { Form } from '@/components/form/form';

/** Landing-page links that force an experiment's variation, for every mount of the routes. */
export function SplitGenerator() {
  const { LL } = useI18nContext();
  const state = useExperiments();
  const texts = LL.pages.splitGenerator;
  if (state.status === 'loading') return <p role="status">{LL.app.loading()}</p>;
  if (state.status === 'notConfigured') return <p className="alert">{texts.notConfigured()}</p>;
  if (state.status === 'failed') return <p className="alert">{texts.loadFailed()}</p>;
  if (state.experiments.length === 0) return <p>{texts.noExperiments()}</p>;
  return <SplitLinks experiments={state.experiments} />;
}

function SplitLinks({ experiments }: { experiments: Experiment[] }) {
  const { LL } = useI18nContext();
  const id = useId();
  const [experimentIndex, setExperimentIndex] = useState(0);
  const [variation, setVariation] = useState(0);
  const [code, setCode] = useState('');
  const texts = LL.pages.splitGenerator;
  const experiment = experiments[experimentIndex] ?? experiments[0]!;
  // Admin pages are never prerendered, but a render stays safe without a window.
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const mounts = [
    { prefix: '', name: texts.unprefixed() },
    ...locales.map((locale) => ({ prefix: `/${locale}`, name: languageNames[locale] })),
  ];

  return (
    <section className="admin-tool card">
      <Form noValidate onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={`${id}-experiment`}>{texts.experimentLabel()}</label>
        <select
          id={`${id}-experiment`}
          value={experimentIndex}
          onChange={(event) => {
            setExperimentIndex(Number(event.target.value));
            setVariation(0);
          }}
        >
          {experiments.map((candidate, index) => (
            <option key={`${candidate.featureKey}/${candidate.key}`} value={index}>
              {`${candidate.name} (${candidate.key})`}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-variation`}>{texts.variationLabel()}</label>
        <select id={`${id}-variation`} value={variation} onChange={(event) => setVariation(Number(event.target.value))}>
          {experiment.variations.map(({ index, name }) => (
            <option key={index} value={index}>
              {`${index}: ${name ?? texts.variationName({ index })}`}
            </option>
          ))}
        </select>
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
      <h2>{texts.linksHeading()}</h2>
      <ul className="admin-links">
        {mounts.map(({ prefix, name }) => {
          const href = forcingLink(origin, prefix, experiment.key, variation, code.trim());
          return (
            <li key={prefix || 'unprefixed'}>
              <strong>{name}</strong>
              <code>{href}</code>
              <CopyButton text={href} label={texts.copy({ language: name })} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
