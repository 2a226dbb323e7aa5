import type { Locales } from '@acq/locales/types';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { keptTokens } from '@/lib/startup/kept-token';
import { keptTokenCookieHeader } from '@/testing/kept-token-cookie';
import { renderAppPart } from '@/testing/render-app-part';
import SocialSecondStepRoute, { action, loader } from './social-second-step';

const token = (email: string) =>
  [{ alg: 'HS256' }, { email }].map((part) => btoa(JSON.stringify(part)).replace(/=+$/, '')).join('.') + '.signature';

describe('social second step messages', () => {
  it.each([
    ['en', 'COMPLETE REGISTRATION', 'Please choose at least one option', 'Please agree to the terms and conditions'],
    [
      'de',
      'REGISTRIERUNG ABSCHLIESSEN',
      'Bitte wähle mindestens eine Option',
      'Bitte stimme den Allgemeinen Geschäftsbedingungen zu',
    ],
  ] as const)('asks for a preference and the terms (%s)', async (locale: Locales, submit, preference, terms) => {
    // The social sign-in's token, kept in its cookie by the page's loader.
    renderAppPart(SocialSecondStepRoute, {
      locale,
      path: '/registration/social-registration-second-step',
      loader,
      action,
      cookie: keptTokenCookieHeader(keptTokens.socialSignUp, token('social@example.com')),
    });
    expect(await screen.findByText(/social@example\.com/)).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent(
      locale === 'en' ? 'Shopping preferences' : 'Shopping-Vorlieben',
    );
    await userEvent.click(screen.getByRole('button', { name: submit }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([preference, terms]);
  });
});
