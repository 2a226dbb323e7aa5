import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAppPart } from '@/testing/render-app-part';
import { useInvitation } from '../hooks/use-invitation';
import { InvitationArea } from './invitation-area';

function Area() {
  return <InvitationArea flow="default" invitation={useInvitation()} />;
}

afterEach(() => sessionStorage.clear());

describe('InvitationArea', () => {
  it.each([
    ['en', 'REGISTER NOW', 'Registration code', 'Please provide an access code.', 'Your code is not valid.'],
    ['pl', 'ZAREJESTRUJ SIĘ TERAZ', 'Kod rejestracyjny', 'Podaj kod dostępu.', 'Twój kod jest nieprawidłowy.'],
  ] as const)(
    'asks for a code, then says an unknown one is not valid, keeping it (%s)',
    async (locale, submit, label, missing, invalid) => {
      renderAppPart(<Area />, { locale });
      await userEvent.click(screen.getByRole('button', { name: submit }));
      const field = screen.getByLabelText(label);
      // The form's rules load with the first submit.
      await waitFor(() => expect(field).toHaveAccessibleDescription(missing));
      expect(field).toHaveAttribute('aria-invalid', 'true');
      await userEvent.type(field, 'NO-SUCH-CODE');
      await userEvent.click(screen.getByRole('button', { name: submit }));
      await waitFor(() => expect(screen.getByLabelText(label)).toHaveAccessibleDescription(invalid));
      expect(screen.getByLabelText(label)).toHaveValue('NO-SUCH-CODE');
    },
  );

  it.each([
    ['NO-BALANCE', 'The inviting member has no invitations left. Please try again later.'],
    ['INVALID-INVITER', 'Your invitation is invalid. Unfortunately, you cannot register at this time.'],
    ['LINK-ONLY', 'Your registration link is invalid. Please request a new invitation.'],
  ])('shows the message for %s', async (code, message) => {
    renderAppPart(<Area />);
    await userEvent.type(screen.getByLabelText('Registration code'), code);
    await userEvent.click(screen.getByRole('button', { name: 'REGISTER NOW' }));
    await waitFor(() => expect(screen.getByLabelText('Registration code')).toHaveAccessibleDescription(message));
  });

  it('opens the registration form for a valid code, with the code variant’s button', async () => {
    renderAppPart(<Area />);
    await userEvent.type(screen.getByLabelText('Registration code'), 'VALID-CODE');
    await userEvent.click(screen.getByRole('button', { name: 'REGISTER NOW' }));
    expect(await screen.findByRole('button', { name: 'COMPLETE REGISTRATION' })).toBeInTheDocument();
    expect(screen.getByLabelText('Country')).toHaveValue('DE');
  });
});
