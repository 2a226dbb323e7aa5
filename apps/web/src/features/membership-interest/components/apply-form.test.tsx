import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { noteTypedBeforeHydration } from '@/lib/typed-before-hydration';
import { renderAppPart } from '@/testing/render-app-part';
import { applyAction } from '../apply-action.server';
import { ApplyForm } from './apply-form';

const page = {
  path: '/membership-interest/apply',
  action: applyAction,
  otherPages: ['/membership-interest/confirmation'],
};

describe('ApplyForm', () => {
  it('rejects a malformed address on submit with the summary and the field message, and keeps it', async () => {
    renderAppPart(<ApplyForm />, page);
    const field = screen.getByLabelText('Email address');
    await userEvent.type(field, 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('There is a problem');
    await waitFor(() => expect(summary).toHaveFocus()); // an effect after the summary renders
    expect(screen.getByRole('link', { name: 'Please provide a valid email address' })).toHaveAttribute(
      'href',
      `#${field.id}`,
    );
    expect(field).toHaveAccessibleDescription('Please provide a valid email address');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('not-an-address');
    expect(screen.queryByText(/went to/)).not.toBeInTheDocument();
  });

  it('asks for an address when none was typed, in German', async () => {
    renderAppPart(<ApplyForm />, { ...page, locale: 'de' });
    await userEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Es ist ein Problem aufgetreten');
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveAccessibleDescription(
      'Bitte gib eine gültige E-Mail-Adresse ein',
    );
  });

  it('submits a valid address once, however often Submit is pressed', async () => {
    const { mock } = renderAppPart(<ApplyForm />, page);
    const applications = vi.spyOn(mock.store.membershipApplications, 'has');
    await userEvent.type(screen.getByLabelText('Email address'), '  new.applicant@example.com ');
    // Two clicks in the same task, before React can re-render the button as disabled.
    const button = screen.getByRole('button', { name: 'Submit' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText('went to /membership-interest/confirmation')).toBeInTheDocument();
    // One application reached the backend, with the address trimmed.
    expect(applications.mock.calls).toEqual([['new.applicant@example.com']]);
  });

  it('shows the technical-issue message when the backend fails, keeps the address and lets the visitor retry', async () => {
    const { mock } = renderAppPart(<ApplyForm />, { ...page, locale: 'pl' });
    vi.spyOn(mock.store.membershipApplications, 'has').mockImplementationOnce(() => {
      throw new Error('database unavailable');
    });
    const field = screen.getByLabelText('Adres e-mail');
    await userEvent.type(field, 'retry@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(
      await screen.findByText(
        'Z powodu problemu technicznego nasz sklep jest obecnie niedostępny... Odwiedź nas ponownie później.',
      ),
    ).toBeInTheDocument();
    expect(field).toHaveValue('retry@example.com');

    await userEvent.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(await screen.findByText('went to /membership-interest/confirmation')).toBeInTheDocument();
  });

  it('keeps an address typed before hydration for the tab, also when StrictMode mounts it twice', async () => {
    const early = document.createElement('form');
    early.innerHTML = '<input name="email" value="">';
    early.querySelector('input')!.value = 'early@example.com';
    noteTypedBeforeHydration(early);
    renderAppPart(
      <StrictMode>
        <ApplyForm />
      </StrictMode>,
      page,
    );
    expect(await screen.findByLabelText('Email address')).toHaveValue('early@example.com');
    expect(JSON.parse(sessionStorage.getItem('acq:form:membership-apply')!)).toEqual({ email: 'early@example.com' });
  });
});
