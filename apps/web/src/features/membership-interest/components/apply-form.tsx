import { ApplyForMembershipDocument } from '@acq/graphql';
import { useI18nContext } from '@acq/locales/react';
import { useMutation } from '@apollo/client/react';
import { useId } from 'react';
import { AppFormView } from '@/components/form/app-form';
import { sessionKeeper } from '@/components/form/kept-values';
import { TextField } from '@/components/form/text-field';
import { useAppForm } from '@/components/form/use-app-form';
import { applyFormMessage, type ApplyFormValues } from '../apply-form-schema';
import '../membership-interest.css';

const keeper = sessionKeeper<ApplyFormValues>('membership-apply');
const loadSchema = async () => (await import('../apply-form-schema')).applyFormSchema;

/**
 * The membership application: an e-mail address, validated on submit (GOV.UK style), sent once
 * however often Submit is pressed; a failed request keeps the address for a retry, and a reload
 * or a language switch keeps it too.
 */
export function ApplyForm({ onApplied }: { onApplied: () => void }) {
  const { LL } = useI18nContext();
  const fieldId = useId();
  const [apply] = useMutation(ApplyForMembershipDocument);
  const kit = useAppForm<ApplyFormValues>({
    defaultValues: { email: '' },
    fieldIds: { email: fieldId },
    loadSchema,
    message: (LL, _field, code) => applyFormMessage(LL, code),
    keeper,
    async onSubmit({ email }) {
      const { data } = await apply({ variables: { input: { email } } });
      const payload = data?.applyForMembership;
      if (payload?.outcome === 'SUBMITTED' || payload?.outcome === 'ALREADY_SUBMITTED') {
        keeper.clear();
        return onApplied();
      }
      const rejected = payload?.errors.find((error) => error.field === 'email');
      if (rejected) kit.rejectField('email', rejected.code);
      else kit.showProblem((LL) => LL.errors.generic());
    },
  });
  const texts = LL.pages.membershipInterestApply;

  return (
    <AppFormView kit={kit} className="apply-form card">
      <TextField
        id={fieldId}
        label={texts.emailLabel()}
        error={kit.errorFor('email')}
        type="email"
        autoComplete="email"
        spellCheck={false}
        {...kit.form.register('email')}
      />
      <button type="submit" disabled={kit.sending}>
        {texts.submit()}
      </button>
    </AppFormView>
  );
}
