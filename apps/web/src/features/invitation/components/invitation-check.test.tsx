import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAppPart } from '@/testing/render-app-part';
import { InvitationCheck } from './invitation-check';

describe('InvitationCheck', () => {
  it('checks the code of an invitation link right away and names the inviter', async () => {
    renderAppPart(<InvitationCheck initialCode="VALID-CODE" validityTimestamp={null} />);
    expect(await screen.findByText('Julia has invited you to join.')).toBeInTheDocument();
    expect(screen.getByText('You can register in 27 countries.')).toBeInTheDocument();
  });

  it('asks for a code when none was typed, and marks the field', async () => {
    renderAppPart(<InvitationCheck initialCode={null} validityTimestamp={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'REGISTER NOW' }));
    const field = screen.getByLabelText('Registration code');
    expect(field).toHaveAccessibleDescription('Please provide an access code.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('says an unknown code is not valid and keeps what was typed, in Polish', async () => {
    renderAppPart(<InvitationCheck initialCode={null} validityTimestamp={null} />, { locale: 'pl' });
    const field = screen.getByLabelText('Kod rejestracyjny');
    await userEvent.type(field, 'NO-SUCH-CODE');
    await userEvent.click(screen.getByRole('button', { name: 'ZAREJESTRUJ SIĘ TERAZ' }));
    expect(await screen.findByText('Twój kod jest nieprawidłowy.')).toBeInTheDocument();
    expect(field).toHaveValue('NO-SUCH-CODE');
  });

  it.each([
    ['NO-BALANCE', null, 'The inviting member has no invitations left. Please try again later.'],
    ['INVALID-INVITER', null, 'Your invitation is invalid. Unfortunately, you cannot register at this time.'],
    ['LINK-ONLY', null, 'Your registration link is invalid. Please request a new invitation.'],
    [
      'VALID-CODE',
      '2020-01-01T00:00:00Z',
      'Your invitation has expired. Please request a new one from the inviting member.',
    ],
  ])('shows the message for %s', async (code, validityTimestamp, message) => {
    renderAppPart(<InvitationCheck initialCode={code} validityTimestamp={validityTimestamp} />);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
