// eslint-disable-next-line no-restricted-imports -- the one place that renders React Router's Link
import { Link, useLinkClickHandler, type LinkProps } from 'react-router';
import { afterNextPaint } from '@/lib/when-idle';

/**
 * A link to another page of the app that answers the tap at once: React Router's navigation (it
 * matches the routes, loads the page's code and starts its data request) starts in a task after
 * the tap's frame, as a form's submit does (`useSubmitAfterPaint`); inside the tap it took 24-40 ms
 * at 13.6× (the error and deny pages, 2026-11-29). A click meant for a new tab (another button, a
 * key held) stays the browser's. Every page loads it: kept small for `/membership-interest`'s budget.
 */
export function PageLink(props: Pick<LinkProps, 'to' | 'className' | 'children' | 'onClick'>) {
  const follow = useLinkClickHandler(props.to);
  return (
    <Link
      {...props}
      onClick={(event) => {
        props.onClick?.(event);
        // As React Router's Link: a caller's `preventDefault` keeps the visitor here.
        if (event.defaultPrevented || event.button || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
          return;
        event.preventDefault();
        afterNextPaint(() => follow(event));
      }}
    />
  );
}
