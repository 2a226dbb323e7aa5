import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouterState } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useDataRouter, type DataRouter } from './router-internals';

describe('useDataRouter (React Router beyond its public API)', () => {
  it('gives the router whose state and changes the app follows', async () => {
    let seen: DataRouter | null = null;
    const Probe = () => {
      seen = useDataRouter();
      return null;
    };
    const router = createMemoryRouter([
      { path: '/', Component: Probe },
      { path: '/next', Component: Probe, loader: () => new Promise((resolve) => setTimeout(() => resolve(null), 20)) },
    ]);
    render(<RouterProvider router={router} />);
    expect(seen!.state.location.pathname).toBe('/');
    expect(seen!.state.fetchers).toBeInstanceOf(Map);

    const navigations: RouterState['navigation'][] = [];
    const stop = seen!.subscribe((state) => navigations.push(state.navigation));
    await act(() => router.navigate('/next'));
    stop();
    // The target is known as the navigation starts, before its data (or code) has arrived.
    expect(navigations[0]).toMatchObject({ state: 'loading', location: { pathname: '/next' } });
    expect(navigations.at(-1)).toMatchObject({ state: 'idle' });
  });
});
