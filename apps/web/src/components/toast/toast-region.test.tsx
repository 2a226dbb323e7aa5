import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAppPart } from '@/testing/render-app-part';
import { ToastRegion } from './toast-region';
import { showToast } from './toast-store';

describe('ToastRegion', () => {
  it('announces errors, and a toast can be dismissed', async () => {
    renderAppPart(<ToastRegion />);
    act(() => void showToast('Network issue detected.', 'error'));
    expect(screen.getByRole('alert')).toHaveTextContent('Network issue detected.');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stays until it is dismissed, however long that takes (WCAG 2.2.1), once per message', () => {
    vi.useFakeTimers();
    renderAppPart(<ToastRegion />);
    act(() => void showToast('Saved.'));
    act(() => void showToast('Saved.'));
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
    vi.useRealTimers();
  });
});
