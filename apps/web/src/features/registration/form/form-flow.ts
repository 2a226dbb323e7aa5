import type { FieldGroup } from './form-values';
import { landingFeatureValues, type RegistrationFlow } from '@/lib/experiments/landing-options';

/** The flows the registration form serves; social registration has its own start and second step. */
export type FormFlow = Exclude<RegistrationFlow, 'socialRegistration'>;

/** Whether a posted value names one of the form's flows (it posts its flow for its tracking). */
export const isFormFlow = (value: unknown): value is FormFlow =>
  value !== 'socialRegistration' &&
  (landingFeatureValues['landing-registration-flow'] as readonly unknown[]).includes(value);

/** Which groups of fields a step shows. */
export type StepFields = Record<FieldGroup, boolean>;
