import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAppPart } from '@/testing/render-app-part';
import { EmailActiveCompletePage, loginRedirectDelayMs } from './email-active-complete-page';

describe('EmailActiveCompletePage', () => {
  const replace = vi.fn();
  const assign = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('location', { ...window.location, replace, assign });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    replace.mockReset();
    assign.mockReset();
  });

  it('replaces itself with the login page after 5 s, so Back does not land on a redirecting page', async () => {
    renderAppPart(<EmailActiveCompletePage />);
    await act(() => vi.advanceTimersByTimeAsync(loginRedirectDelayMs - 100));
    expect(replace).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(replace).toHaveBeenCalledWith('/login');
    expect(assign).not.toHaveBeenCalled();
  });

  it('lets the visitor stop the redirect (WCAG 2.2.1) and says so', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAppPart(<EmailActiveCompletePage />);
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    await act(() => vi.advanceTimersByTimeAsync(loginRedirectDelayMs * 3));
    expect(replace).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('You stay on this page');
    expect(screen.queryByRole('button', { name: 'Stay on this page' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the login page now' })).toHaveFocus();
  });
});
