import { useI18nContext } from '@acq/locales/react';
import { useId } from 'react';
import { forcingLink, type Experiment } from '../experiments';
import { valuesOf } from '../split-options';

export interface Mount {
  /** `''` for the unprefixed routes, else `/de`, ... */
  prefix: string;
  name: string;
}

interface OptionLinksProps {
  featureKey: string;
  name: string;
  /** The experiment the feature payload runs on this option, for its variation names. */
  experiment: Experiment | null;
  mounts: readonly Mount[];
  origin: string;
  code: string;
}

/** One landing option: a row per declared value, a forcing link per mount. */
export function OptionLinks({ featureKey, name, experiment, mounts, origin, code }: OptionLinksProps) {
  const { LL } = useI18nContext();
  const headingId = useId();
  const texts = LL.screenPages.splitGenerator;
  return (
    <section className="split-option" aria-labelledby={headingId} data-feature={featureKey}>
      <h2 id={headingId}>
        {name} <code>{featureKey}</code>
      </h2>
      {experiment && <p className="field-hint">{texts.runningExperiment({ name: experiment.name })}</p>}
      <div className="split-option__scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">{texts.valueColumn()}</th>
              {mounts.map((mount) => (
                <th scope="col" key={mount.prefix || 'unprefixed'}>
                  {mount.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {valuesOf(featureKey).map((value, index) => {
              const variationName = experiment?.variations[index]?.name;
              return (
                <tr key={String(value)}>
                  <th scope="row">
                    <code>{`${index}: ${String(value)}`}</code>
                    {variationName && <span className="split-option__variation">{variationName}</span>}
                  </th>
                  {mounts.map((mount) => (
                    <td key={mount.prefix || 'unprefixed'}>
                      <a href={forcingLink(origin, mount.prefix, featureKey, index, code)}>{mount.prefix || '/'}</a>
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
