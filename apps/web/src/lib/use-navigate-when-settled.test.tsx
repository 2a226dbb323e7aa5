import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider, useFetcher } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useNavigateWhenSettled } from './use-navigate-when-settled';

describe('useNavigateWhenSettled', () => {
  it("follows a form's answer once the router has reloaded the page's data after the post", async () => {
    // The page's data: its first load at once, the reload after the post when the test lets it.
    let releaseReload!: () => void;
    const reloaded = new Promise<void>((resolve) => (releaseReload = resolve));
    let loads = 0;
    const loader = async () => {
      if (loads++ > 0) await reloaded;
      return null;
    };
    // A page that follows the answer as soon as React renders it, while the router still reloads
    // the page's data (here the fetcher says `loading`; in WebKit the registration form saw it idle).
    function FormPage() {
      const fetcher = useFetcher<{ next: string }>();
      const navigate = useNavigateWhenSettled();
      useEffect(() => {
        if (fetcher.data) navigate(fetcher.data.next, { replace: true });
      }, [fetcher.data, navigate]);
      return (
        <>
          <p>form {fetcher.state}</p>
          <button type="button" onClick={() => void fetcher.submit({}, { method: 'post' })}>
            Send
          </button>
        </>
      );
    }
    const router = createMemoryRouter([
      { path: '/', Component: FormPage, HydrateFallback: () => null, loader, action: () => ({ next: '/next' }) },
      { path: '/next', Component: () => <h1>Next page</h1> },
    ]);
    render(<RouterProvider router={router} />);
    await screen.findByText('form idle');

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('form loading'); // the answer is in, the reload is not
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    // Started now, the navigation would end when the reload does, at the new address on this
    // page's routes where the next page's had to be discovered (React Router 8.5).
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.location.pathname).toBe('/');

    await act(async () => releaseReload());
    expect(await screen.findByRole('heading', { name: 'Next page' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/next');
    expect(router.state.historyAction).toBe('REPLACE'); // the options go with the navigation
  });
});
