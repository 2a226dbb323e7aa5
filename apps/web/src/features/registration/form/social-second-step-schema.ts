import * as z from 'zod';
import { acceptedTerms, registerInput } from '../form/form-schema';

/**
 * The social second step's schema: the generated input's fields it asks for, at least one
 * shopping preference, and the terms accepted. Loaded with the first submit.
 */
export const socialSecondStepSchema = z.object({
  shoppingPreferences: registerInput.shoppingPreferences.refine((chosen) => !!chosen?.length, { message: 'REQUIRED' }),
  country: registerInput.country,
  newsletter: registerInput.newsletter,
  termsAndConditionsAccepted: acceptedTerms,
});
