import { useI18nContext } from '@acq/locales/react';
import { useEffect, useId } from 'react';
import { AppFormView } from '@/components/form/app-form';
import { sessionKeeper } from '@/components/form/kept-values';
import { TextField } from '@/components/form/text-field';
import { useAppForm } from '@/components/form/use-app-form';
import { applyFormMessage } from '../apply-form-message';
import type { ApplyFormValues } from '../apply-form-schema';
import '../membership-interest.css';

const keeper = sessionKeeper<ApplyFormValues>('membership-apply');
const loadSchema = async () => (await import('../apply-form-schema')).applyFormSchema;

/**
 * The membership application: an e-mail address, validated on submit (GOV.UK style), posted to
 * the page's action once however often Submit is pressed, with or without scripts; a failed
 * request keeps the address for a retry, and a reload or a language switch keeps it too.
 */
export function ApplyForm() {
  const { LL } = useI18nContext();
  const fieldId = useId();
  const kit = useAppForm<ApplyFormValues>({
    defaultValues: { email: '' },
    fieldIds: { email: fieldId },
    loadSchema,
    message: (LL, _field, code) => applyFormMessage(LL, code),
    keeper,
    fetcherKey: 'apply-for-membership',
  });
  // Sent: the action went on to the confirmation; the address is not kept for another one.
  useEffect(() => () => keeper.clear(), []);
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
