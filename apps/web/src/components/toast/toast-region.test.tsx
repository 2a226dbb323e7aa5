import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAppPart } from '@/testing/render-app-part';
import { ToastRegion } from './toast-region';
import { showToast, toastDurationMs } from './toast-store';

describe('ToastRegion', () => {
  it('announces errors, and a toast can be dismissed', async () => {
    renderAppPart(<ToastRegion />);
    act(() => void showToast('Network issue detected.', 'error'));
    expect(screen.getByRole('alert')).toHaveTextContent('Network issue detected.');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('removes a toast by itself after a while', () => {
    vi.useFakeTimers();
    renderAppPart(<ToastRegion />);
    act(() => void showToast('Saved.'));
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
    act(() => vi.advanceTimersByTime(toastDurationMs));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    vi.useRealTimers();
  });
});
