import type { Page } from '@playwright/test';

/**
 * Counts the components React renders in the page, as React's DevTools learn of them: React,
 * production builds included, hands every commit to `__REACT_DEVTOOLS_GLOBAL_HOOK__` when a page
 * defines one before React loads. A component counts as rendered in a commit when its props or its
 * hooks are new objects since the commit before (a render makes new hook objects; a component React
 * skipped keeps its old ones), which is how the DevTools' profiler tells renders apart too.
 * Names are the build's (minified): a failure says how many, and whose names to look up.
 */
function installRenderCounter() {
  type Fiber = {
    type: unknown;
    child: Fiber | null;
    sibling: Fiber | null;
    alternate: Fiber | null;
    memoizedProps: unknown;
    memoizedState: unknown;
  };
  const seen = new WeakMap<Fiber, { props: unknown; state: unknown }>();
  const rendered: string[] = [];
  const visit = (first: Fiber | null) => {
    for (let fiber = first; fiber; fiber = fiber.sibling) {
      if (typeof fiber.type === 'function') {
        const before = seen.get(fiber) ?? (fiber.alternate && seen.get(fiber.alternate));
        const now = { props: fiber.memoizedProps, state: fiber.memoizedState };
        if (!before || before.props !== now.props || before.state !== now.state) {
          const type = fiber.type as { displayName?: string; name?: string };
          rendered.push(type.displayName || type.name || 'anonymous');
        }
        seen.set(fiber, now);
        if (fiber.alternate) seen.set(fiber.alternate, now);
      }
      visit(fiber.child);
    }
  };
  Object.assign(window, {
    __renderedComponents: rendered,
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      onCommitFiberRoot: (_renderer: number, root: { current: Fiber }) => visit(root.current.child),
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      checkDCE: () => {},
    },
  });
}

/** Counts renders in every page the test opens from now on. */
export const countRenders = (page: Page) => page.addInitScript(installRenderCounter);

/** The components rendered since the last call (by the build's names). */
export const renderedSinceLastCall = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __renderedComponents: string[] }).__renderedComponents.splice(0));
