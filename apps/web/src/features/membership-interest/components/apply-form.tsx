import { ApplyForMembershipDocument } from '@acq/graphql';
import { useI18nContext } from '@acq/locales/react';
import { useMutation } from '@/lib/graphql/use-mutation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorSummary } from '@/components/form/error-summary';
import { TextField } from '@/components/form/text-field';
import { visitorMessageFor } from '@/lib/request-errors';
import { applyFormMessage, applyFormSchema, type ApplyFormValues } from '../apply-form-schema';
import '../membership-interest.css';
import { Form } from '@/components/form/form';

/**
 * The membership application: an e-mail address, validated on submit (GOV.UK style), sent once
 * however often Submit is pressed; a failed request keeps the address for a retry.
 */
export function ApplyForm({ onApplied }: { onApplied: () => void }) {
  const { LL } = useI18nContext();
  const fieldId = useId();
  const inFlight = useRef(false);
  const [requestFailure, setRequestFailure] = useState<'network' | 'generic' | null>(null);
  const [apply] = useMutation(ApplyForMembershipDocument);
  const { register, handleSubmit, setError, formState } = useForm<ApplyFormValues>({
    resolver: zodResolver(applyFormSchema),
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false, // the error summary takes focus
  });

  async function send({ email }: ApplyFormValues) {
    // A double click fires two submits before the button is disabled: only the first one counts.
    if (inFlight.current) return;
    inFlight.current = true;
    setRequestFailure(null);
    try {
      // The generated schema types every field as optional; a parsed address is always there.
      const { data } = await apply({ variables: { input: { email: email ?? '' } } });
      const payload = data?.applyForMembership;
      if (payload?.outcome === 'SUBMITTED' || payload?.outcome === 'ALREADY_SUBMITTED') return onApplied();
      const rejected = payload?.errors.find((error) => error.field === 'email');
      if (rejected) setError('email', { message: rejected.code }, { shouldFocus: true });
      else setRequestFailure('generic');
    } catch (error) {
      setRequestFailure(visitorMessageFor(error));
    } finally {
      inFlight.current = false;
    }
  }

  const emailError = formState.errors.email ? applyFormMessage(LL, formState.errors.email.message) : null;
  const texts = LL.pages.membershipInterestApply;

  return (
    <Form className="apply-form card" noValidate onSubmit={(event) => void handleSubmit(send)(event)}>
      <ErrorSummary errors={emailError ? [{ fieldId, message: emailError }] : []} attempt={formState.submitCount} />
      <TextField
        id={fieldId}
        label={texts.emailLabel()}
        error={emailError ?? undefined}
        type="email"
        autoComplete="email"
        spellCheck={false}
        {...register('email', { setValueAs: (value: string) => value.trim() })}
      />
      <button type="submit" disabled={formState.isSubmitting}>
        {texts.submit()}
      </button>
      <div role="status" aria-live="polite">
        {requestFailure && <p className="alert">{LL.errors[requestFailure]()}</p>}
      </div>
    </Form>
  );
}
