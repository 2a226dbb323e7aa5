import { act, fireEvent, render, screen } from '@testing-library/react';
import { Profiler, use } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeatureValuesContext } from './feature-values';
import { interactionEvents } from '../first-interaction';
import type { ExperimentsState } from './experiments-state';
import { ExperimentsProvider } from './experiments-provider';

// The SDK as the provider sees it: when it starts, and what it answers once it is there.
const sdk = vi.hoisted(() => ({
  started: [] as { url: string }[],
  urls: [] as string[],
  asked: [] as string[],
  destroyed: 0,
}));

vi.mock('./browser-growthbook', () => ({
  startBrowserGrowthBook: () => {
    sdk.started.push({ url: window.location.href });
    return {
      growthbook: {
        getFeatureValue: (key: string) => {
          sdk.asked.push(key);
          return key === 'landing-layout' ? 'from GrowthBook' : null;
        },
        setRenderer: () => {},
        destroy: () => (sdk.destroyed += 1),
      },
      ready: Promise.resolve(),
      follow: (href: string) => sdk.urls.push(href),
    };
  },
}));

const serverState = (autoExperiment = false): ExperimentsState => ({
  payload: { features: {} },
  attributes: { acqAnonymousId: 'visitor', applicationCountry: 'DE' },
  values: { 'landing-layout': 'from the server' },
  autoExperiment,
});

function Layout() {
  return <p>{String(use(FeatureValuesContext).featureValue('landing-layout'))}</p>;
}

/** The provider inside the app's router, whose client-side navigations the test plays. */
function renderProvider({ state = serverState(), disabled = false } = {}) {
  const provider = () => (
    <ExperimentsProvider featuresHost="https://features.example" clientKey="key" disabled={disabled} state={state}>
      <Layout />
    </ExperimentsProvider>
  );
  const router = createBrowserRouter([{ path: '*', Component: provider }]);
  const view = render(<RouterProvider router={router} />);
  const navigated = (path: string) => act(() => router.navigate(path));
  return { ...view, navigated };
}

// Long enough for idle-time work (50 ms at the latest) and a started import to have come in.
const aWhile = () => act(() => new Promise((resolve) => setTimeout(resolve, 150)));

beforeEach(() => Object.assign(sdk, { started: [], urls: [], asked: [], destroyed: 0 }));
afterEach(() => window.history.replaceState(null, '', '/'));

describe('ExperimentsProvider', () => {
  it('renders the server’s values and loads nothing while the visitor does nothing', async () => {
    renderProvider();
    await aWhile();
    expect(sdk.started).toEqual([]);
    expect(screen.getByText('from the server')).toBeInTheDocument();
  });

  it.each(interactionEvents)('loads GrowthBook at the first %s, which answers from then on', async (type) => {
    renderProvider();
    await aWhile();
    // On an element of the page, and not bubbling (a scroll of a scrolling box does not).
    const element = screen.getByText('from the server');
    fireEvent(element, new Event(type));
    fireEvent(element, new Event(type)); // once
    expect(await screen.findByText('from GrowthBook')).toBeInTheDocument();
    expect(sdk.started).toHaveLength(1);
  });

  it('renders nothing again when GrowthBook answers as the server did, yet asks it for what the page read', async () => {
    let renders = 0;
    const state = { ...serverState(), values: { 'landing-layout': 'from GrowthBook' } };
    const router = createBrowserRouter([
      {
        path: '*',
        Component: () => (
          <ExperimentsProvider featuresHost="https://features.example" clientKey="key" disabled={false} state={state}>
            <Profiler id="page" onRender={() => (renders += 1)}>
              <Layout />
            </Profiler>
          </ExperimentsProvider>
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    await aWhile();
    const rendered = renders;
    fireEvent.pointerDown(screen.getByText('from GrowthBook'));
    await aWhile();
    expect(sdk.started).toHaveLength(1);
    expect(sdk.asked).toEqual(['landing-layout']); // the assignment is tracked as at a render
    expect(renders).toBe(rendered);
  });

  it('loads GrowthBook at the first client-side navigation, for the new address, and follows later ones', async () => {
    const { navigated } = renderProvider();
    await aWhile();
    expect(sdk.started).toEqual([]); // the page it is on: no navigation yet

    await navigated('/about-us');
    await screen.findByText('from GrowthBook');
    expect(sdk.started).toEqual([{ url: `${window.location.origin}/about-us` }]);
    await navigated('/stores?landing-layout=1');
    // (browser-growthbook.ts gives it GrowthBook without the keys that force a value)
    expect(sdk.urls).toEqual([`${window.location.origin}/stores?landing-layout=1`]);
  });

  it('loads GrowthBook at once where an experiment runs by itself for the visitor (a URL redirect)', async () => {
    renderProvider({ state: serverState(true) });
    await screen.findByText('from GrowthBook');
    expect(sdk.started).toHaveLength(1);
  });

  it('loads nothing with experiments off, whatever the visitor does', async () => {
    const { navigated } = renderProvider({ disabled: true });
    fireEvent.pointerDown(document.body);
    await navigated('/about-us');
    await aWhile();
    expect(sdk.started).toEqual([]);
    expect(screen.getByText('from the server')).toBeInTheDocument();
  });

  it('stops waiting when it unmounts, and ends a GrowthBook it started', async () => {
    const first = renderProvider();
    first.unmount();
    fireEvent.pointerDown(document.body);
    await aWhile();
    expect(sdk.started).toEqual([]);

    const second = renderProvider();
    fireEvent.keyDown(document.body);
    await screen.findByText('from GrowthBook');
    second.unmount();
    expect(sdk.destroyed).toBe(1);
  });
});
