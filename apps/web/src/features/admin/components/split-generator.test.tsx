import { locales } from '@acq/locales';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { forceableFeatureValues } from '@/lib/experiments/landing-options';
import { renderAppPart } from '@/testing/render-app-part';
import { splitOptions } from '../split-options';
import { SplitGenerator } from './split-generator';

describe('SplitGenerator', () => {
  it('lists every forceable option', () => {
    expect(splitOptions.map((option) => option.featureKey).sort()).toEqual(Object.keys(forceableFeatureValues).sort());
  });

  it('gives a link per value for every mount, with the optional code', async () => {
    renderAppPart(<SplitGenerator />);
    const headlines = screen.getByRole('region', { name: 'Headline landing-headline' });
    const rows = within(headlines).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    const viral = within(headlines).getByRole('row', { name: /^2: viral/ });
    const links = within(viral).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'http://localhost:3000/?landing-headline=2',
      ...locales.map((locale) => `http://localhost:3000/${locale}?landing-headline=2`),
    ]);

    await userEvent.type(screen.getByLabelText('Registration code (optional)'), ' VALID-CODE ');
    expect(within(viral).getByRole('link', { name: '/de' })).toHaveAttribute(
      'href',
      'http://localhost:3000/de?landing-headline=2&rc=VALID-CODE',
    );
    const popup = screen.getByRole('region', { name: /popup registration-form-finished-in-popup/ });
    expect(within(popup).getAllByRole('row', { name: /^\d: (false|true)/ })).toHaveLength(2);
    expect(screen.getByText('No feature-flag service is configured for this environment.')).toBeInTheDocument();
  });
});
