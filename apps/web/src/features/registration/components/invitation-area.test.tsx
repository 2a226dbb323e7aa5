import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { keptTokens } from '@/lib/startup/kept-token';
import { keptTokenCookieHeader } from '@/testing/kept-token-cookie';
import { renderAppPart } from '@/testing/render-app-part';
import { tokenNaming } from '@/testing/token-naming';
import type { RegistrationFlow } from '@/lib/experiments/landing-options';
import { useInvitation } from '../hooks/use-invitation';
import {
  noRegistrationPageData,
  RegistrationPageDataContext,
  type RegistrationPageData,
} from '../hooks/registration-page-data';
import { landingLoader } from '../landing-loader.server';
import { registerAction } from '../register-action.server';
import { InvitationArea } from './invitation-area';

/** The landing page's loader and action, which check codes and approvals and register. */
const landing = { loader: landingLoader, action: registerAction };

function InvitationOf({ flow }: { flow: RegistrationFlow }) {
  return <InvitationArea flow={flow} invitation={useInvitation()} />;
}

/** The area as the landing route renders it: its loader's data handed to the registration forms. */
const areaFor =
  (flow: RegistrationFlow = 'default') =>
  ({ loaderData }: { loaderData?: RegistrationPageData }) => (
    <RegistrationPageDataContext value={loaderData ?? noRegistrationPageData}>
      <InvitationOf flow={flow} />
    </RegistrationPageDataContext>
  );
const Area = areaFor();

/** The waiting-list flow for a visitor whose approval token the landing page kept in its cookie. */
function renderApprovalArea(approvalToken: string | null) {
  return renderAppPart(areaFor('waitingListApproved'), {
    ...landing,
    cookie: approvalToken ? keptTokenCookieHeader(keptTokens.waitingListApproval, approvalToken) : undefined,
  });
}

afterEach(() => sessionStorage.clear());

describe('InvitationArea', () => {
  it.each([
    ['en', 'REGISTER NOW', 'Registration code', 'Please provide an access code.', 'Your code is not valid.'],
    ['pl', 'ZAREJESTRUJ SIĘ TERAZ', 'Kod rejestracyjny', 'Podaj kod dostępu.', 'Twój kod jest nieprawidłowy.'],
  ] as const)(
    'asks for a code, then says an unknown one is not valid, keeping it (%s)',
    async (locale, submit, label, missing, invalid) => {
      renderAppPart(Area, { ...landing, locale });
      await userEvent.click(await screen.findByRole('button', { name: submit }));
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
    renderAppPart(Area, landing);
    await userEvent.type(await screen.findByLabelText('Registration code'), code);
    await userEvent.click(screen.getByRole('button', { name: 'REGISTER NOW' }));
    await waitFor(() => expect(screen.getByLabelText('Registration code')).toHaveAccessibleDescription(message));
  });

  it('opens the registration form for a valid code, with the code variant’s button', async () => {
    renderAppPart(Area, landing);
    await userEvent.type(await screen.findByLabelText('Registration code'), 'VALID-CODE');
    await userEvent.click(screen.getByRole('button', { name: 'REGISTER NOW' }));
    expect(await screen.findByRole('button', { name: 'COMPLETE REGISTRATION' })).toBeInTheDocument();
    expect(screen.getByLabelText('Country')).toHaveValue('DE');
  });

  it('opens the form without a code only for an approval the backend vouches for', async () => {
    renderApprovalArea(tokenNaming('approved@example.com'));
    expect(await screen.findByText(/a place has become free for you/)).toBeInTheDocument();
    expect(screen.getByText('You are registering as approved@example.com.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Registration code')).not.toBeInTheDocument();
  });

  it.each([
    ['an address still waiting', tokenNaming('still.waiting@example.com')],
    ['a token the backend did not issue', 'not-a-token'],
  ])('refuses %s and asks for a code', async (_case, approvalToken) => {
    renderApprovalArea(approvalToken);
    expect(await screen.findByText(/This approval link is not valid/)).toBeInTheDocument();
    expect(screen.getByLabelText('Registration code')).toBeInTheDocument();
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
  });

  it('without an approval link, the waiting-list flow asks for a code like the others', async () => {
    renderApprovalArea(null);
    expect(await screen.findByLabelText('Registration code')).toBeInTheDocument();
  });

  it('starts social registration with the social accounts for an invited visitor', async () => {
    renderAppPart(areaFor('socialRegistration'), { ...landing, locale: 'de', path: '/de' });
    await userEvent.type(await screen.findByLabelText('Registrierungscode'), 'VALID-CODE');
    await userEvent.click(screen.getByRole('button', { name: 'JETZT REGISTRIEREN' }));
    const google = await screen.findByRole('link', { name: 'Weiter mit Google' });
    const target = new URL(google.getAttribute('href')!, 'http://site.test');
    expect(target.searchParams.get('provider')).toBe('google');
    expect(target.searchParams.get('returnTo')).toBe('/de/registration/social-registration-second-step');
    expect(screen.getByRole('navigation', { name: 'Schritt 1 von 2' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Vorname')).not.toBeInTheDocument();
  });
});
