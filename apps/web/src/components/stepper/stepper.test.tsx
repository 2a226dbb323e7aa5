import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAppPart } from '@/testing/render-app-part';
import { Stepper } from './stepper';

describe('Stepper', () => {
  it('marks the current step and names the progress, in German', () => {
    renderAppPart(<Stepper steps={['E-Mail', 'Deine Angaben']} current={1} />, { locale: 'de' });
    expect(screen.getByRole('navigation', { name: 'Schritt 2 von 2' })).toBeInTheDocument();
    expect(screen.getByText('Deine Angaben').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('E-Mail').closest('li')).not.toHaveAttribute('aria-current');
  });
});
