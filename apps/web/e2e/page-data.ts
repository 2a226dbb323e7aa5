import type { Page } from '@playwright/test';

/** The root route's page-load data in the browser (the router's hydration data, after hydration). */
export function rootData<Data>(page: Page): Promise<Data> {
  return page.evaluate(
    () =>
      (window as unknown as { __reactRouterDataRouter: { state: { loaderData: Record<string, unknown> } } })
        .__reactRouterDataRouter.state.loaderData.root,
  ) as Promise<Data>;
}

/** The rendered markup of a server-rendered page, without the router's hydration data (which carries every message). */
export function withoutPageData(html: string): string {
  const start = html.indexOf('window.__reactRouterContext');
  return start < 0 ? html : html.slice(0, html.lastIndexOf('<script', start));
}
