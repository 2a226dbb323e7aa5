import type { RegistrationFlow } from '@/lib/experiments/landing-options';

/** The flows the registration form serves; social registration has its own start and second step. */
export type FormFlow = Exclude<RegistrationFlow, 'socialRegistration'>;

/** Which groups of fields a step shows. */
export interface StepFields {
  person: boolean;
  email: boolean;
  consents: boolean;
}
