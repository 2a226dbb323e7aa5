import type { InputErrorCode } from '@acq/graphql';
import { useI18nContext } from '@acq/locales/react';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { FormView } from '@/components/form/app-form';
import { sessionKeeper } from '@/components/form/kept-values';
import { TextField } from '@/components/form/text-field';
import { useKeptField } from '@/components/form/use-kept-field';
import { registrationCodeMaxLength } from '@/lib/startup/constants';
import { invitationProblemMessage, refusedCodeMessage } from '../form/code-message';
import { codeEnteredParam } from '../hooks/use-invitation';
import type { InvitationProblem } from '../invitation-problem';

interface CodeEntryFormProps {
  /** Checks a code; what it returns settles when the check has (the form takes no second submit before). */
  onCheck: (code: string) => Promise<void> | void;
  /** What the backend's last check found wrong with the code typed or linked. */
  problem: InvitationProblem | null;
  /** The code the form's rules refused when sent without scripts (the backend was not asked). */
  refused: InputErrorCode | null;
  /** The last check got no answer from the backend: its message, and a submit asks again. */
  failure: 'network' | 'generic' | null;
  checking: boolean;
  /** The code checked last (the link's or the one entered), shown to start with. */
  initialCode?: string;
}

/**
 * "Enter your code" / "REGISTER NOW": the way in for a visitor whose link carried no usable code. A
 * form of one field that posts nothing (docs/decisions/0034-forms-on-the-browsers-controls.md): the
 * code is checked by the backend when the page loads with it (`?rc=`: the form's GET without
 * scripts, the caller's `onCheck` with them), after the code-entry schema, loaded with the first
 * submit, has checked its form. What either finds wrong shows like any other error of a form: on
 * the field and in the error summary, which takes focus; a check that got no answer shows its
 * message above the field, and the next submit, also of the same code, asks again.
 */
export function CodeEntryForm({ onCheck, problem, refused, failure, checking, initialCode = '' }: CodeEntryFormProps) {
  const { LL } = useI18nContext();
  const id = useId();
  const fieldId = `${id}-code`;
  const { search } = useLocation();
  // What was typed over a link's code is kept for that link: another link starts with its own code.
  const keeper = useMemo(() => sessionKeeper<Record<string, string>>(`code-entry:${initialCode}`), []); // eslint-disable-line react-hooks/exhaustive-deps -- the code the form started with
  const field = useKeptField(keeper, 'rc');
  const [ruleCode, setRuleCode] = useState<InputErrorCode | null>(null);
  const [attempt, setAttempt] = useState(0);
  const busy = useRef(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A double click before the button shows it is busy would otherwise start a second check.
    if (checking || busy.current) return;
    busy.current = true;
    try {
      const { codeFormSchema, codeRefusal } = await import('../form/code-form-schema');
      const checked = codeFormSchema.safeParse({ rc: field.ref.current?.value ?? '' });
      setAttempt((count) => count + 1);
      setRuleCode(checked.success ? null : codeRefusal(checked.error));
      if (checked.success) await onCheck(checked.data.rc ?? '');
    } finally {
      busy.current = false;
    }
  }

  // The backend's answer stays on the field until the visitor sends another code.
  const refusal = ruleCode ?? (checking ? null : refused);
  const found = checking ? null : problem;
  const error = refusal ? refusedCodeMessage(LL, refusal) : found ? invitationProblemMessage(LL, found) : undefined;
  return (
    <FormView
      method="get"
      onSubmit={(event) => void submit(event)}
      className="code-entry"
      aria-labelledby={`${id}-heading`}
      heading={<h2 id={`${id}-heading`}>{LL.codeEntry.heading()}</h2>}
      posts={false}
      hiddenFields={nativeQueryOf(search)}
      summary={error ? [{ fieldId, message: error }] : []}
      attempt={attempt}
      problem={failure && !checking ? LL.errors[failure]() : null}
    >
      <TextField
        id={fieldId}
        label={LL.codeEntry.label()}
        error={error}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={registrationCodeMaxLength}
        defaultValue={initialCode}
        {...field}
      />
      <button type="submit" disabled={checking}>
        {LL.codeEntry.submit()}
      </button>
    </FormView>
  );
}

/**
 * What the native GET sends beside the code: the address's other parameters (a forced variation,
 * the acquisition parameters), and that the code was typed in, which selects the form's code variant.
 */
function nativeQueryOf(search: string): Record<string, string> {
  const params = new URLSearchParams(search);
  for (const own of ['rc', 'validityTimestamp', codeEnteredParam]) params.delete(own);
  const kept = [...params].filter(([, value]) => value !== '');
  return { ...Object.fromEntries(kept), [codeEnteredParam]: '1' };
}
