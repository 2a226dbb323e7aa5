import { useI18nContext } from '@acq/locales/react';
import { useId, useMemo } from 'react';
import { useLocation } from 'react-router';
import { AppFormView } from '@/components/form/app-form';
import { sessionKeeper } from '@/components/form/kept-values';
import { TextField } from '@/components/form/text-field';
import { useAppForm } from '@/components/form/use-app-form';
import { registrationCodeMaxLength } from '@/lib/startup/constants';
import { codeMessage } from '../form/code-message';
import { codeEnteredParam } from '../hooks/use-invitation';
import type { CodeFormValues } from '../form/code-form-schema';
import type { InvitationProblem } from '../invitation-problem';

interface CodeEntryFormProps {
  /** Checks a code; what it returns settles when the check has (the form takes no second submit before). */
  onCheck: (code: string) => Promise<void> | void;
  /** What the last check found wrong with the code typed or linked (or the form's own rule code). */
  problem: InvitationProblem | string | null;
  checking: boolean;
  /** The code checked last (the link's or the one entered), shown to start with. */
  initialCode?: string;
}

const loadSchema = async () => (await import('../form/code-form-schema')).codeFormSchema;

/**
 * "Enter your code" / "REGISTER NOW": the way in for a visitor whose link carried no usable code.
 * The code is checked by the backend when the page loads with it (`?rc=`: the form's GET without
 * scripts, the caller's `onCheck` with them); what the check finds wrong shows like any other
 * error of a form: on the field and in the error summary, which takes focus.
 */
export function CodeEntryForm({ onCheck, problem, checking, initialCode = '' }: CodeEntryFormProps) {
  const { LL } = useI18nContext();
  const id = useId();
  const fieldId = `${id}-code`;
  const { search } = useLocation();
  // What was typed over a link's code is kept for that link: another link starts with its own code.
  const keeper = useMemo(() => sessionKeeper<CodeFormValues>(`code-entry:${initialCode}`), []); // eslint-disable-line react-hooks/exhaustive-deps -- the code the form started with
  const kit = useAppForm<CodeFormValues>({
    defaultValues: { rc: initialCode },
    fieldIds: { rc: fieldId },
    loadSchema,
    message: (LL, _field, code) => codeMessage(LL, code),
    keeper,
    // The backend's answer stays on the field until the visitor sends another code.
    externalErrors: { rc: problem && !checking ? problem : undefined },
    // A double click before the button shows it is busy would otherwise start a second check.
    onSubmit: ({ rc }) => (checking ? undefined : onCheck(rc)),
    hiddenFields: nativeQueryOf(search),
  });

  return (
    <AppFormView
      kit={kit}
      method="get"
      className="code-entry"
      aria-labelledby={`${id}-heading`}
      heading={<h2 id={`${id}-heading`}>{LL.codeEntry.heading()}</h2>}
    >
      <TextField
        id={fieldId}
        label={LL.codeEntry.label()}
        error={kit.errorFor('rc')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={registrationCodeMaxLength}
        {...kit.form.register('rc')}
      />
      <button type="submit" disabled={checking}>
        {LL.codeEntry.submit()}
      </button>
    </AppFormView>
  );
}

/**
 * What the native GET sends beside the code: the address's other parameters (a forced variation,
 * the acquisition parameters), and that the code was typed in, which selects the form's code variant.
 */
function nativeQueryOf(search: string): Record<string, string> {
  const params = new URLSearchParams(search);
  for (const own of ['rc', 'validityTimestamp', codeEnteredParam]) params.delete(own);
  return { ...Object.fromEntries(params), [codeEnteredParam]: '1' };
}
