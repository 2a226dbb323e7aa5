import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { FeatureValuesContext } from '@/lib/experiments/feature-values';
import { renderAppPart } from '@/testing/render-app-part';
import { tokenNaming } from '@/testing/token-naming';
import { registerAction } from '../register-action.server';
import { SocialSecondStepPage } from './social-second-step-page';

afterEach(() => sessionStorage.clear());

it('goes on to "check your inbox" as a page, also where the landing page shows it in a popup', async () => {
  const email = 'social.popup@example.com';
  renderAppPart(
    <FeatureValuesContext value={{ featureValue: (key: string) => key === 'registration-form-finished-in-popup' }}>
      <SocialSecondStepPage socialToken={tokenNaming(email)} email={email} />
    </FeatureValuesContext>,
    {
      path: '/registration/social-registration-second-step',
      action: registerAction,
      otherPages: ['/registration/formfinished'],
    },
  );
  await userEvent.click(screen.getByLabelText('Women'));
  await userEvent.click(screen.getByLabelText(/I agree to the terms/));
  await userEvent.click(screen.getByRole('button', { name: 'COMPLETE REGISTRATION' }));
  expect(await screen.findByText('went to /registration/formfinished')).toBeInTheDocument();
});
