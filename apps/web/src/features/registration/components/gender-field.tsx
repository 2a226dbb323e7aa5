import { Gender } from '@acq/graphql';
import { useI18nContext } from '@acq/locales/react';
import { describedBy, FieldError } from '@/components/form/field-error';

/** Ms/Mrs or Mr, as radio buttons; the first one carries the id the error summary links to. */
export function GenderField({
  id,
  error,
  name,
  chosen,
}: {
  id: string;
  error?: string;
  /** The radios' name. */
  name: string;
  /** Chosen in the server's markup (the form's starting value). */
  chosen?: unknown;
}) {
  const { LL } = useI18nContext();
  const errorId = `${id}-error`;
  // Every value of the schema's Gender enum, in its order; a new value fails to compile until it has a label.
  const labels: Record<Gender, string> = {
    FEMALE: LL.registration.form.genderFemale(),
    MALE: LL.registration.form.genderMale(),
  };
  const options = Object.values(Gender).map((value) => [value, labels[value]] as const);
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <fieldset {...describedBy(errorId, error)} aria-invalid={undefined}>
        <legend>{LL.registration.form.genderLegend()}</legend>
        <FieldError id={errorId} message={error} />
        <div className="choices">
          {options.map(([value, label], index) => (
            <label className="choice" key={value}>
              <input
                type="radio"
                value={value}
                id={index === 0 ? id : undefined}
                defaultChecked={chosen === value}
                name={name}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
