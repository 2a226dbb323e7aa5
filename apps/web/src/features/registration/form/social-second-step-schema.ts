import * as z from 'zod';
import { checkbox, choices } from '@/components/form/form-fields';
import { acceptedTerms, registerInput } from './form-schema';

/**
 * The social second step's schema: the generated input's fields it asks for, at least one
 * shopping preference, and the terms accepted. Loaded with the first submit.
 */
export const socialSecondStepSchema = z.object({
  shoppingPreferences: choices(
    registerInput.shoppingPreferences.refine((chosen) => !!chosen?.length, { message: 'REQUIRED' }),
  ),
  country: registerInput.country,
  newsletter: checkbox(registerInput.newsletter),
  termsAndConditionsAccepted: acceptedTerms,
});
