import type { Locales } from '@acq/locales/types';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAppPart } from '@/testing/render-app-part';
import { ProductPopup } from './product-popup';

describe('product popup message', () => {
  it.each([
    ['en', 'Continue', 'E-mail address', 'Please provide a valid email address'],
    ['de', 'Weiter', 'E-Mail-Adresse', 'Bitte gib eine gültige E-Mail-Adresse ein'],
  ] as const)('asks for a valid e-mail address (%s)', async (locale: Locales, submit, label, message) => {
    renderAppPart(<ProductPopup onEmail={() => {}} onClose={() => {}} />, { locale });
    await userEvent.type(screen.getByLabelText(label), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: submit }));
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText(label)).toHaveValue('not-an-address');
  });
});
