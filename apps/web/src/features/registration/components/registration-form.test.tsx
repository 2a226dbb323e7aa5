import { FeatureValuesContext } from '@/lib/experiments/feature-values';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAppPart } from '@/testing/render-app-part';
import { tokenNaming } from '@/testing/token-naming';
import type { Invitation } from '../invitation';
import { registerAction } from '../register-action.server';
import { RegistrationForm } from './registration-form';

/** The landing page's action, which registers, and the pages a registration leads to. */
const landing = {
  action: registerAction,
  otherPages: [
    '/registration/formfinished',
    '/registration/registrationformemailactivecomplete',
    '/registration/registrationformemailpendingcomplete',
  ],
};

const invitation: Invitation = {
  code: 'VALID-CODE',
  validityTimestamp: null,
  inviter: 'Julia',
  countryOptions: [
    { isoCode: 'DE', termsPkString: 'terms-de', dataPolicyPkString: 'privacy-de' },
    { isoCode: 'AT', termsPkString: 'terms-at', dataPolicyPkString: 'privacy-at' },
  ],
  enteredByHand: false,
};

afterEach(() => sessionStorage.clear());

const summary = () => screen.getByRole('alert', { name: /problem|Problem/ });

/** The form of a visitor let in from the waiting list, whose address the backend approved. */
const renderApproved = () =>
  renderAppPart(
    <RegistrationForm
      flow="waitingListApproved"
      invitation={null}
      approval={{ token: tokenNaming('approved@example.com'), email: 'approved@example.com' }}
    />,
    landing,
  );

async function completeApprovedRegistration() {
  await userEvent.click(screen.getByLabelText('Ms/Mrs'));
  await userEvent.type(screen.getByLabelText('First name'), 'Ada');
  await userEvent.type(screen.getByLabelText('Last name'), 'Approved');
  await userEvent.click(screen.getByLabelText(/I agree to the terms/));
  await userEvent.click(screen.getByRole('button', { name: 'COMPLETE REGISTRATION' }));
}

describe('RegistrationForm messages', () => {
  it.each([
    [
      'en',
      'Sign Up',
      [
        'Please choose an option',
        'Please provide your first name',
        'Please provide your last name',
        'Please provide a valid email address',
        'Please agree to the terms and conditions',
      ],
    ],
    [
      'de',
      'Registrieren',
      [
        'Bitte wähle eine Option',
        'Bitte gib deinen Vornamen ein',
        'Bitte gib deinen Nachnamen ein',
        'Bitte gib eine gültige E-Mail-Adresse ein',
        'Bitte stimme den Allgemeinen Geschäftsbedingungen zu',
      ],
    ],
  ] as const)('lists every missing field in the focused error summary (%s)', async (locale, submit, messages) => {
    renderAppPart(<RegistrationForm flow="default" invitation={invitation} />, { ...landing, locale });
    await userEvent.click(screen.getByRole('button', { name: submit }));
    const links = within(await screen.findByRole('alert', { name: /problem|Problem/ })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(messages);
    // The summary takes focus once it shows (an effect after its render).
    await waitFor(() => expect(summary()).toHaveFocus());
  });

  it.each([
    [
      'en',
      'First name',
      'Last name',
      'Country',
      'Please use valid characters',
      'Please use no more than 50 characters',
      'Please select your country',
    ],
    [
      'de',
      'Vorname',
      'Nachname',
      'Land',
      'Bitte verwende gültige Zeichen',
      'Bitte verwende höchstens 50 Zeichen',
      'Bitte wähle dein Land',
    ],
  ] as const)(
    'names disallowed characters, over-long names and a missing country (%s)',
    async (locale, first, last, country, chars, long, noCountry) => {
      renderAppPart(<RegistrationForm flow="default" invitation={invitation} />, { ...landing, locale });
      const firstName = screen.getByLabelText(first);
      await userEvent.type(firstName, 'J0hn<script>');
      await userEvent.type(screen.getByLabelText(last), 'x'.repeat(51));
      await userEvent.selectOptions(screen.getByLabelText(country), '');
      await userEvent.click(screen.getByRole('button', { name: locale === 'en' ? 'Sign Up' : 'Registrieren' }));
      expect(await screen.findByText(chars, { selector: '.field-error' })).toBeInTheDocument();
      expect(firstName).toHaveAccessibleDescription(chars);
      expect(firstName).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByText(long, { selector: '.field-error' })).toBeInTheDocument();
      expect(screen.getByLabelText(country)).toHaveAccessibleDescription(noCountry);
      expect(firstName).toHaveValue('J0hn<script>'); // nothing typed is lost
    },
  );

  it('moves focus to the field when its summary entry is followed', async () => {
    renderAppPart(<RegistrationForm flow="default" invitation={invitation} />, landing);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Please provide your first name' }));
    expect(screen.getByLabelText('First name')).toHaveFocus();
  });

  it('offers only the invitation’s countries, named in the visitor’s language, preset from start-up', () => {
    renderAppPart(<RegistrationForm flow="default" invitation={invitation} />, { ...landing, locale: 'de' });
    const select = screen.getByLabelText('Land');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['', 'DE', 'AT']);
    expect(within(select).getByRole('option', { name: 'Österreich' })).toBeInTheDocument();
    expect(select).toHaveValue('DE');
  });

  it('asks for the e-mail first and the details after it in the lean flow', async () => {
    const { mock } = renderAppPart(<RegistrationForm flow="leanStep1" invitation={invitation} />, landing);
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Step 1 of 2' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail address'), 'lean@example.com');
    await userEvent.click(screen.getByLabelText(/I agree to the terms/));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up Now' }));
    expect(await screen.findByLabelText('First name')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Step 2 of 2' })).toBeInTheDocument();
    // The last step completes the registration, and its button says so.
    await userEvent.click(screen.getByRole('button', { name: 'COMPLETE REGISTRATION' }));
    expect(await screen.findByRole('link', { name: 'Please choose an option' })).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText('Mr'));
    await userEvent.type(screen.getByLabelText('First name'), 'Leo');
    await userEvent.type(screen.getByLabelText('Last name'), 'Lean');
    await userEvent.click(screen.getByRole('button', { name: 'COMPLETE REGISTRATION' }));
    // The registration carries the first step's values too: the backend sent the activation mail.
    await waitFor(() => expect(mock.store.mailsTo('lean@example.com')).toHaveLength(1));
  });

  it('enters lean step 2 with the e-mail of its link, and sends the link’s token along', async () => {
    const { mock } = renderAppPart(
      <RegistrationForm flow="leanStep2" invitation={invitation} emailToken={tokenNaming('linked@example.com')} />,
      landing,
    );
    expect(screen.getByRole('navigation', { name: 'Step 2 of 2' })).toBeInTheDocument();
    expect(screen.getByText('You are registering as linked@example.com.')).toBeInTheDocument();
    expect(screen.queryByLabelText('E-mail address')).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Ms/Mrs'));
    await userEvent.type(screen.getByLabelText('First name'), 'Lina');
    await userEvent.type(screen.getByLabelText('Last name'), 'Link');
    await userEvent.click(screen.getByRole('button', { name: 'COMPLETE REGISTRATION' }));
    // Entered at step 2, it asks for the terms step 1 would have asked for.
    expect(await screen.findByRole('link', { name: 'Please agree to the terms and conditions' })).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/I agree to the terms/));
    await userEvent.click(screen.getByRole('button', { name: 'COMPLETE REGISTRATION' }));
    await waitFor(() => expect(mock.store.mailsTo('linked@example.com')).toHaveLength(1));
  });

  it('lets a visitor entered at lean step 2 register another address through step 1', async () => {
    const { mock } = renderAppPart(
      <RegistrationForm flow="leanStep2" invitation={invitation} emailToken={tokenNaming('linked@example.com')} />,
      landing,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Use another e-mail address' }));
    expect(screen.getByRole('navigation', { name: 'Step 1 of 2' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail address'), 'other@example.com');
    await userEvent.click(screen.getByLabelText(/I agree to the terms/));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up Now' }));
    await userEvent.click(await screen.findByLabelText('Mr'));
    await userEvent.type(screen.getByLabelText('First name'), 'Otto');
    await userEvent.type(screen.getByLabelText('Last name'), 'Other');
    await userEvent.click(screen.getByRole('button', { name: 'COMPLETE REGISTRATION' }));
    // The link's token names another address: it is not sent, or the backend would refuse.
    await waitFor(() => expect(mock.store.mailsTo('other@example.com')).toHaveLength(1));
  });

  it('registers an approved visitor with the approved address and the approval token', async () => {
    const { mock } = renderApproved();
    expect(screen.getByText('You are registering as approved@example.com.')).toBeInTheDocument();
    expect(screen.queryByLabelText('E-mail address')).not.toBeInTheDocument();
    await completeApprovedRegistration();
    await waitFor(() => expect(mock.store.mailsTo('approved@example.com')).toHaveLength(1));
  });

  it('says so when the backend no longer vouches for the approval', async () => {
    const { mock } = renderApproved();
    mock.store.approvedFromWaitingList.clear();
    await completeApprovedRegistration();
    expect(await screen.findByText(/This approval link is not valid/)).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(mock.store.mailsTo('approved@example.com')).toHaveLength(0);
  });

  it('keeps typed values in session storage, never in local storage', async () => {
    renderAppPart(<RegistrationForm flow="default" invitation={invitation} />, landing);
    await userEvent.type(screen.getByLabelText('E-mail address'), 'kept@example.com');
    expect(sessionStorage.getItem('acq:registration')).toContain('kept@example.com');
    expect(JSON.stringify({ ...localStorage })).not.toContain('kept@example.com');
  });

  it('shows "check your inbox" in a popup when the landing options ask for it', async () => {
    const popupOption = {
      featureValue: (key: string) => key === 'registration-form-finished-in-popup',
    };
    renderAppPart(
      <FeatureValuesContext value={popupOption}>
        <RegistrationForm flow="default" invitation={invitation} />
      </FeatureValuesContext>,
      landing,
    );
    await userEvent.click(screen.getByLabelText('Ms/Mrs'));
    await userEvent.type(screen.getByLabelText('First name'), 'Pia');
    await userEvent.type(screen.getByLabelText('Last name'), 'Popup');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'popup@example.com');
    await userEvent.click(screen.getByLabelText(/I agree to the terms/));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check your inbox' });
    expect(within(dialog).getByText('The e-mail went to popup@example.com.')).toBeInTheDocument();
  });
});
