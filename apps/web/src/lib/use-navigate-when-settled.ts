import { useCallback, useRef } from 'react';
import { useNavigate, type NavigateOptions, type RouterState } from 'react-router';
import { useDataRouter } from './router-internals';

/** A form is being sent through the router, or its answer's reload is still under way. */
const sending = (state: RouterState) => [...state.fetchers.values()].some((fetcher) => fetcher.state !== 'idle');

/**
 * Navigates once no form is being sent through the router. With lazy route discovery, a
 * navigation to a page the router has not met waits for that page's routes; a form's answer
 * arriving meanwhile would end the navigation on the old page's routes (React Router 8.5), or
 * never settle. So a navigation the visitor starts while an answer is on its way (the language
 * switch during the account's activation), or one that follows a form's answer (the registration's
 * next page), goes once the router has settled. The router's own state is asked at the moment of
 * the call, not the last rendered one: a form sent a moment before (the activation page sends its
 * form as it hydrates) is in the router before React has rendered it, the more so on a slow phone;
 * and React may render a fetcher's answer while the router still reloads the page's data after
 * it (the router keeps fetchers' data outside React's state: WebKit's registration journeys
 * ended on the landing page at the next page's address, 2026-11-28).
 */
export function useNavigateWhenSettled(): (to: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const router = useDataRouter();
  // Where to go once the forms have settled: the visitor's latest choice, one navigation.
  const waiting = useRef<{ to: string; options?: NavigateOptions } | null>(null);

  return useCallback(
    (to: string, options?: NavigateOptions) => {
      if (!router || !sending(router.state)) return void navigate(to, options);
      const subscribed = waiting.current !== null;
      waiting.current = { to, options };
      if (subscribed) return;
      const stop = router.subscribe((state) => {
        if (sending(state)) return;
        stop();
        const target = waiting.current!;
        waiting.current = null;
        // Not from inside the router's own update.
        setTimeout(() => void navigate(target.to, target.options));
      });
    },
    [navigate, router],
  );
}
