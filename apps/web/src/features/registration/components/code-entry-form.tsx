import { useI18nContext } from '@acq/locales/react';
import { useId, useState, type FormEvent } from 'react';
import { TextField } from '@/components/form/text-field';
import { registrationCodeMaxLength } from '@/lib/startup/constants';
import type { InvitationProblem } from '../invitation-problem';
import { Form } from '@/components/form/form';

interface CodeEntryFormProps {
  onCheck: (code: string) => void;
  /** What the last check found wrong with the code typed or linked. */
  problem: InvitationProblem | null;
  checking: boolean;
  initialCode?: string;
}

/** "Enter your code" / "REGISTER NOW": the way in for a visitor whose link carried no usable code. */
export function CodeEntryForm({ onCheck, problem, checking, initialCode = '' }: CodeEntryFormProps) {
  const { LL } = useI18nContext();
  const id = useId();
  const [code, setCode] = useState(initialCode);
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const registrationCode = code.trim();
    setMissing(registrationCode === '');
    if (registrationCode && !checking) onCheck(registrationCode);
  }

  const error = missing ? LL.codeEntry.missing() : problem === 'codeNotValid' ? LL.codeEntry.invalid() : undefined;
  return (
    <Form className="code-entry" noValidate onSubmit={submit} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{LL.codeEntry.heading()}</h2>
      {problem && problem !== 'codeNotValid' && (
        <p className="form-alert" role="alert">
          {LL.invitationErrors[problem]()}
        </p>
      )}
      <TextField
        id={`${id}-code`}
        name="registrationCode"
        label={LL.codeEntry.label()}
        error={error}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={registrationCodeMaxLength}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <button type="submit" disabled={checking}>
        {LL.codeEntry.submit()}
      </button>
    </Form>
  );
}
