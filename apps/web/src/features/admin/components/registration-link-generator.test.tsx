import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAppPart } from '@/testing/render-app-part';
import { adminLoader } from '../admin-check.server';
import { linkAction } from '../link-action.server';
import { AdminGate } from './admin-gate';

const generator = { path: '/admin/registrationlinkgenerator', action: linkAction };
import { RegistrationLinkGenerator } from './registration-link-generator';

describe('RegistrationLinkGenerator', () => {
  it('asks for a code when none was typed, with the summary and the field message', async () => {
    renderAppPart(<RegistrationLinkGenerator />, generator);
    await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please provide an access code.');
    expect(screen.getByLabelText('Registration code')).toHaveAccessibleDescription('Please provide an access code.');
  });

  it('rejects disallowed characters and keeps the code, in German', async () => {
    renderAppPart(<RegistrationLinkGenerator />, { ...generator, locale: 'de' });
    const field = screen.getByLabelText('Registrierungscode');
    await userEvent.type(field, 'CODE WITH SPACES!');
    await userEvent.click(screen.getByRole('button', { name: 'Link erstellen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte verwende gültige Zeichen');
    expect(field).toHaveAccessibleDescription('Bitte verwende gültige Zeichen');
    expect(field).toHaveValue('CODE WITH SPACES!');
  });

  it('says the backend refused when the request carries no admin token', async () => {
    renderAppPart(<RegistrationLinkGenerator />, generator);
    await userEvent.type(screen.getByLabelText('Registration code'), 'VALID-CODE');
    await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect(
      await screen.findByText('You are not signed in as an administrator, so this tool is not available to you.'),
    ).toBeInTheDocument();
  });
});

describe('AdminGate', () => {
  it('refuses a visitor who is not a signed-in admin, and never shows the tool', async () => {
    const GatedTool = ({ loaderData }: { loaderData: Awaited<ReturnType<typeof adminLoader>> }) => (
      <AdminGate answer={loaderData.admin}>
        <p>the tool</p>
      </AdminGate>
    );
    renderAppPart(GatedTool, { locale: 'pl', loader: adminLoader });
    expect(await screen.findByRole('heading', { name: 'Tylko dla administratorów' })).toBeInTheDocument();
    expect(
      screen.getByText('Zaloguj się na swoje konto administratora i otwórz tę stronę ponownie.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('the tool')).not.toBeInTheDocument();
  });
});
