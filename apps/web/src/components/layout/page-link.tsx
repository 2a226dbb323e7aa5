import type { MouseEvent } from 'react';
// eslint-disable-next-line no-restricted-imports -- the one place that renders React Router's Link
import { Link, useLinkClickHandler, type LinkProps } from 'react-router';
import { afterNextPaint } from '@/lib/when-idle';

type PageLinkProps = Omit<LinkProps, 'reloadDocument' | 'target'>;

/** A click the browser would follow in this tab: the main button, no key held for a new tab or window. */
const followsHere = (event: MouseEvent) =>
  event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

/**
 * A link to another page of the app that answers the tap at once: React Router's navigation (it
 * matches the routes, loads the page's code and starts its data request) starts in a task after
 * the tap's frame, as a form's submit does (`useSubmitAfterPaint`); inside the tap it took 24-40 ms
 * at 13.6× (the error and deny pages, 2026-11-29). A click meant for a new tab stays the browser's.
 */
export function PageLink({ to, replace, state, preventScrollReset, viewTransition, onClick, ...props }: PageLinkProps) {
  const follow = useLinkClickHandler(to, { replace, state, preventScrollReset, viewTransition });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !followsHere(event)) return;
    event.preventDefault();
    afterNextPaint(() => follow(event));
  };
  return <Link {...props} to={to} onClick={click} />;
}
