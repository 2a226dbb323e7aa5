import { startInProcessMockServer } from '@acq/mock-server/testing';
import TypesafeI18n from '@acq/locales/react';
import type { Locales } from '@acq/locales/types';
import { loadLocale } from '@acq/locales/sync';
import { render } from '@testing-library/react';
import { isValidElement, type ComponentType, type ReactNode } from 'react';
import { createRoutesStub, RouterContextProvider, type ActionFunction, type LoaderFunction } from 'react-router';
import { builtInSettings } from '@/lib/runtime-settings';
import { requestFactsContext } from '@/lib/server/request-context.server';

interface AppPartOptions {
  locale?: Locales;
  path?: string;
  /** The page's loader and action, as its route module exports them. */
  loader?: LoaderFunction;
  action?: ActionFunction;
  /** The visitor's cookies, as the browser would send them with the page's requests. */
  cookie?: string;
  /** Pages the part may lead to: each shows its path as text ("went to /x"). */
  otherPages?: string[];
}

/**
 * The request as the app's server hands it to a loader or action: with the visitor's cookies, and
 * a submission at the router's data address (`<path>.data`, `/_.data` for `/`), as a page sends
 * it once hydrated.
 */
const asServerGetsIt = <Args extends { request: Request }>(args: Args, cookie: string | undefined): Args => {
  const { method, body, url } = args.request;
  const headers = new Headers(args.request.headers);
  if (cookie) headers.set('cookie', cookie);
  const address = new URL(url);
  if (method !== 'GET') address.pathname = address.pathname === '/' ? '/_.data' : `${address.pathname}.data`;
  return { ...args, request: new Request(address, { method, headers, body, duplex: 'half' } as RequestInit) };
};

/**
 * A route module's component (it gets the route's props: `loaderData`, `params`, ...) or an element.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route module's props
type AppPart = ReactNode | ComponentType<any>;

/**
 * Renders part of the app as it runs: real translations, and the page's real loader and action
 * running the real GraphQL client against the mock backend in this process (no network), so
 * component tests exercise the real contract.
 */
export function renderAppPart(
  ui: AppPart,
  { locale = 'en', path = '/', loader, action, cookie, otherPages = [] }: AppPartOptions = {},
) {
  const mock = startInProcessMockServer();
  loadLocale(locale);
  const context = new RouterContextProvider(
    new Map([
      [
        requestFactsContext,
        {
          settings: { ...builtInSettings, acqBackendGraphqlURL: 'http://mock/graphql' },
          correlationId: 'test-correlation',
          forwardedFor: '',
          nonce: '',
          fetch: mock.fetch,
        },
      ],
    ]),
  );
  const Stub = createRoutesStub(
    [
      {
        path: new URL(path, 'http://site.test').pathname,
        Component: typeof ui === 'function' && !isValidElement(ui) ? ui : () => ui as ReactNode,
        loader: loader && ((args) => loader(asServerGetsIt(args, cookie))),
        action: action && ((args) => action(asServerGetsIt(args, cookie))),
      },
      ...otherPages.map((page) => ({ path: page, Component: () => <p>went to {page}</p> })),
    ],
    context,
  );
  const view = render(
    <TypesafeI18n locale={locale}>
      <Stub initialEntries={[path]} />
    </TypesafeI18n>,
  );
  return { ...view, mock };
}
