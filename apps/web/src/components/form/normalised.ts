import * as z from 'zod';
import { normaliseText } from './normalise-text';

/**
 * A schema for a typed text, checked as it will be sent: composed, without the spaces autofill
 * and pasting leave at either end, one space between words (normalise-text.ts).
 */
export const normalised = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (typeof value === 'string' ? normaliseText(value) : value), schema);
