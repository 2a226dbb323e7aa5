import { useI18nContext } from '@acq/locales/react';
import './stepper.css';

/** Where the visitor is in a multi-step flow (lean registration, social second step). */
export function Stepper({ steps, current }: { steps: readonly string[]; current: number }) {
  const { LL } = useI18nContext();
  return (
    <nav aria-label={LL.stepper.label({ current: current + 1, total: steps.length })}>
      <ol className="stepper">
        {steps.map((step, index) => (
          <li
            key={step}
            className={index < current ? 'stepper__step stepper__step--done' : 'stepper__step'}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className="stepper__number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="stepper__label">{step}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
